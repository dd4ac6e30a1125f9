// The Rust side of `segment-bench bindings`: builds an N-item SegmentedPager through the segmentkit crate, shows
// it, and prints one JSON line with the times, measured as the Swift and Python sides measure them (pager.py).
//
//     LD_LIBRARY_PATH=.build/release .build/rust/release/segmentkit-bench-pager 10000
//
// build_ms: the pager, its titles (one set_titles call), its page function, into the window;
// first_frame_ms: from gtk_window_present() to the end of the first frame (the frame clock's after-paint).

use gtk::glib;
use gtk::prelude::*;
use segmentkit::prelude::*;
use segmentkit::SegmentedPager;
use std::cell::Cell;
use std::rc::Rc;
use std::time::Instant;

fn main() {
    let n: usize = std::env::args().nth(1).and_then(|n| n.parse().ok()).unwrap_or(10_000);
    gtk::init().expect("a display (run under xvfb-run, or use make bench)");
    let window = gtk::Window::new();
    window.set_default_size(800, 600);

    let build_start = Instant::now();
    let titles: Vec<String> = (0..n).map(|i| format!("Segment {}", i)).collect();
    let titles: Vec<&str> = titles.iter().map(String::as_str).collect();
    let pager = SegmentedPager::new();
    pager.set_style_name("scrollable").expect("scrollable is a preset");
    pager.set_titles(&titles);
    pager.set_page_func(|index| gtk::Label::new(Some(&format!("Page {}", index))));
    window.set_child(Some(&pager));
    let build_ms = build_start.elapsed().as_secs_f64() * 1000.0;

    let main_loop = glib::MainLoop::new(None, false);
    let first_frame_ms = Rc::new(Cell::new(None));
    let present_start = Instant::now();
    window.present();
    let (frame, quit) = (first_frame_ms.clone(), main_loop.clone());
    window
        .frame_clock()
        .expect("a frame clock")
        .connect_after_paint(move |_| {
            if frame.get().is_none() {
                frame.set(Some(present_start.elapsed().as_secs_f64() * 1000.0));
                quit.quit();
            }
        });
    let timeout = main_loop.clone();
    glib::timeout_add_seconds_local(60, move || {
        timeout.quit();
        glib::Continue(false)
    });
    main_loop.run();
    match first_frame_ms.get() {
        Some(first) => println!(
            r#"{{"language": "rust", "n": {}, "build_ms": {}, "first_frame_ms": {}}}"#,
            n, build_ms, first
        ),
        None => std::process::exit(1),
    }
}

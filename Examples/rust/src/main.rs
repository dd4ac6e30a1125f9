// SegmentKit from Rust: a SegmentedPager whose pages a Rust closure makes lazily, a filter bar, and a tab strip
// whose close button asks first. Build: `cargo build` here (Debian's crates, .cargo/config.toml), after
// `make install` or with PKG_CONFIG_PATH naming .build/gir/debug. `--self-test` checks the app from inside and
// prints one ok / not ok line per check.

use gtk::prelude::*;
use gtk::{glib, Orientation};
use segmentkit::{BarPlacement, CloseButtonPolicy, SegmentBar, SegmentedPager};
use std::cell::{Cell, RefCell};
use std::rc::Rc;
use std::time::{Duration, Instant};

/// Counts the checks that failed; each prints an `ok` / `not ok` line as the other examples do.
#[derive(Default)]
struct Checks {
    failed: Cell<u32>,
}

impl Checks {
    fn check(&self, condition: bool, description: &str) {
        println!("{} - rust: {}", if condition { "ok" } else { "not ok" }, description);
        if !condition {
            self.failed.set(self.failed.get() + 1);
        }
    }
}

/// Runs the main loop for `seconds`, so that the widgets are shown, laid out and animated.
fn iterate(seconds: f64) {
    let end = Instant::now() + Duration::from_secs_f64(seconds);
    let context = glib::MainContext::default();
    while Instant::now() < end {
        context.iteration(false);
    }
}

/// Sets a flag when dropped: captured by a closure, it shows when GLib has released that closure.
struct DropFlag(Rc<Cell<bool>>);

impl Drop for DropFlag {
    fn drop(&mut self) {
        self.0.set(true);
    }
}

fn build(window: &gtk::ApplicationWindow) -> (SegmentBar, SegmentedPager, SegmentBar, Rc<RefCell<Vec<u32>>>) {
    let box_ = gtk::Box::new(Orientation::Vertical, 12);
    let filter = SegmentBar::with_titles(&["Photos", "Albums", "Shared"]);
    box_.append(&filter);

    let made = Rc::new(RefCell::new(Vec::new()));
    let pager = SegmentedPager::new();
    pager.set_titles(&["One", "Two", "Three", "Four", "Five", "Six"]);
    let record = made.clone();
    pager.set_page_func(move |index| {
        record.borrow_mut().push(index);
        gtk::Label::new(Some(&format!("Page {} from Rust", index)))
    });
    pager.set_vexpand(true);
    box_.append(&pager);

    // A tab strip: a close button on every tab; "Notes" asks first, so its close is vetoed.
    let tabs = SegmentBar::with_titles(&["main.rs", "Notes", "Cargo.toml"]);
    tabs.set_style_name("cursor").expect("cursor is a preset");
    tabs.set_reorderable(true);
    tabs.set_close_button_policy(CloseButtonPolicy::All);
    tabs.connect_close_requested(|tabs, index| {
        let keep = tabs.title(index).as_deref() == Some("Notes");
        if keep {
            eprintln!("Notes has unsaved changes: kept open");
        }
        keep
    });
    box_.append(&tabs);

    window.set_child(Some(&box_));
    (filter, pager, tabs, made)
}

fn self_test(window: &gtk::ApplicationWindow, checks: &Checks) {
    let (filter, pager, tabs, made) = build(window);
    window.present();
    iterate(0.3);
    checks.check(pager.is_mapped() && filter.width() > 0, "the bar and the pager show");
    checks.check(
        *made.borrow() == vec![0, 1],
        "pages are made lazily: the first and its neighbour",
    );

    let changes = Rc::new(Cell::new(0u32));
    let last = Rc::new(Cell::new(u32::MAX));
    let (count, seen) = (changes.clone(), last.clone());
    pager.connect_selection_changed(move |_, index| {
        count.set(count.get() + 1);
        seen.set(index);
    });
    pager.select(4, false, true);
    iterate(0.3);
    checks.check(
        changes.get() == 1 && last.get() == 4,
        "select(4) emits selection-changed once, with 4",
    );
    checks.check(
        pager.selected() == Some(4) && pager.bar().selected() == Some(4),
        "the pager and its bar agree",
    );
    checks.check(
        made.borrow().contains(&4),
        "the page shown was made by the Rust closure",
    );
    pager.select(1, false, false);
    checks.check(
        pager.selected() == Some(1) && changes.get() == 1,
        "a silent select emits no signal",
    );

    pager.set_placement(BarPlacement::Start);
    checks.check(pager.placement() == BarPlacement::Start, "placement round-trips");
    pager.set_placement(BarPlacement::Top);

    let notified = Rc::new(Cell::new(0u32));
    let counter = notified.clone();
    filter.connect_notify_local(Some("animation-duration"), move |_, _| counter.set(counter.get() + 1));
    filter.set_animation_duration(0.5);
    filter.set_animation_duration(0.5);
    checks.check(
        filter.animation_duration() == 0.5 && notified.get() == 1,
        "animation-duration round-trips and is notified once per change",
    );

    match filter.set_style_name("sparkly") {
        Err(error) => checks.check(
            error.kind::<segmentkit::Error>() == Some(segmentkit::Error::UnknownStyle)
                && filter.style_name() == "underline",
            "an unknown style is a segmentkit::Error::UnknownStyle and changes nothing",
        ),
        Ok(()) => checks.check(false, "an unknown style is an error"),
    }
    filter.set_badge_count(1, 7);
    filter.set_item_enabled(2, false);
    checks.check(
        !filter.is_item_enabled(2) && filter.is_item_enabled(1),
        "a disabled segment reads as disabled",
    );

    tabs.request_close(1);
    checks.check(
        tabs.titles() == vec!["main.rs", "Notes", "Cargo.toml"],
        "a close-requested handler returning true keeps the tab",
    );
    tabs.request_close(2);
    checks.check(tabs.titles() == vec!["main.rs", "Notes"], "otherwise the tab is closed");

    // Closures are released by GLib's destroy notify: a replaced page function, a disconnected handler.
    let page_func_dropped = Rc::new(Cell::new(false));
    let guard = DropFlag(page_func_dropped.clone());
    pager.set_page_func(move |index| {
        let _ = &guard;
        gtk::Label::new(Some(&format!("Page {}", index)))
    });
    pager.set_page_func(|index| gtk::Label::new(Some(&format!("Page {}", index))));
    checks.check(page_func_dropped.get(), "a replaced page function's closure is dropped");
    let handler_dropped = Rc::new(Cell::new(false));
    let guard = DropFlag(handler_dropped.clone());
    let handler = filter.connect_reselected(move |_, _| {
        let _ = &guard;
    });
    filter.disconnect(handler);
    checks.check(handler_dropped.get(), "a disconnected handler's closure is dropped");
}

fn main() {
    let test = std::env::args().nth(1).as_deref() == Some("--self-test");
    let app = gtk::Application::new(Some("org.segmentkit.DemoRust"), Default::default());
    let checks = Rc::new(Checks::default());
    let results = checks.clone();
    app.connect_activate(move |app| {
        let window = gtk::ApplicationWindow::new(app);
        window.set_title(Some("SegmentKit from Rust"));
        window.set_default_size(480, 360);
        if !test {
            build(&window);
            window.present();
            return;
        }
        self_test(&window, &checks);
        window.destroy();
        iterate(0.1);
        app.quit();
    });
    let status = app.run_with_args::<&str>(&[]);
    std::process::exit(if status != 0 || results.failed.get() > 0 { 1 } else { 0 });
}

// The right shapes: each handler has its signal's C signature, so this compiles (and the must-fail cases
// fail for their shapes, not for anything else).
use segmentkit::prelude::*;
use segmentkit::{SegmentBar, SegmentedPager};

fn main() {
    gtk::init().expect("a display");
    let bar = SegmentBar::with_titles(&["A", "B"]);
    bar.connect_selection_changed(|_bar, index: u32| println!("{}", index));
    bar.connect_drag_progress(|_bar, position: f64| println!("{}", position));
    bar.connect_close_requested(|_bar, index| index == 0);
    bar.connect_segment_moved(|_bar, from: u32, to: u32| println!("{} -> {}", from, to));
    bar.connect_indicator_activated(|_bar, index: u32| println!("{}", index));
    bar.setup_extra_drop_target(gtk::gdk::DragAction::COPY, &[gtk::glib::Type::STRING]);
    bar.connect_extra_drag_drop(|_bar, index: u32, value: &gtk::glib::Value| {
        index == 0 && value.get::<String>().is_ok()
    });
    let pager = SegmentedPager::new();
    pager.set_page_func(|index| gtk::Label::new(Some(&index.to_string())));
    pager.connect_reselected(|_pager, _index| {});
}

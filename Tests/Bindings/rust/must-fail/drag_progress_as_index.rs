// drag-progress passes a fractional position (gdouble), not an index.
// expect: E0631
use segmentkit::prelude::*;
use segmentkit::SegmentBar;

fn main() {
    gtk::init().expect("a display");
    let bar = SegmentBar::with_titles(&["A", "B"]);
    bar.connect_drag_progress(|_bar, index: u32| println!("{}", index));
}

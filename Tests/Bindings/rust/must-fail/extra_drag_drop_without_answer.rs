// extra-drag-drop asks whether the handler took the drop: a handler that answers nothing is rejected.
// expect: E0308
use segmentkit::prelude::*;
use segmentkit::SegmentBar;

fn main() {
    gtk::init().expect("a display");
    let bar = SegmentBar::with_titles(&["A", "B"]);
    bar.connect_extra_drag_drop(|_bar, index: u32, _value: &gtk::glib::Value| println!("dropped on {}", index));
}

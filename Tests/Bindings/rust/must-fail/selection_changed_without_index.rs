// selection-changed passes the bar and the index: a closure of the bar alone is rejected.
// expect: E0593
use segmentkit::prelude::*;
use segmentkit::SegmentBar;

fn main() {
    gtk::init().expect("a display");
    let bar = SegmentBar::with_titles(&["A", "B"]);
    bar.connect_selection_changed(|_bar| println!("changed"));
}

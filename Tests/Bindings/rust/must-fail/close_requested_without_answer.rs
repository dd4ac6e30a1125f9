// close-requested returns gboolean (true keeps the tab): a handler that returns nothing is rejected.
// expect: E0308
use segmentkit::prelude::*;
use segmentkit::SegmentBar;

fn main() {
    gtk::init().expect("a display");
    let bar = SegmentBar::with_titles(&["A", "B"]);
    bar.connect_close_requested(|_bar, index| println!("closing {}", index));
}

// indicator-activated passes the index of the tab whose icon was clicked: a handler without it is rejected.
// expect: E0593
use segmentkit::prelude::*;
use segmentkit::SegmentBar;

fn main() {
    gtk::init().expect("a display");
    let bar = SegmentBar::with_titles(&["A", "B"]);
    bar.connect_indicator_activated(|_bar| println!("activated"));
}

// segment-moved passes where the segment was and where it is now: a handler of one index is rejected.
// expect: E0593
use segmentkit::prelude::*;
use segmentkit::SegmentBar;

fn main() {
    gtk::init().expect("a display");
    let bar = SegmentBar::with_titles(&["A", "B"]);
    bar.connect_segment_moved(|_bar, to: u32| println!("{}", to));
}

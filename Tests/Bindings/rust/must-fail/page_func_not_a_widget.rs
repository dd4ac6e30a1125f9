// A page function returns a widget: a closure returning a string is rejected.
// expect: E0277
use segmentkit::prelude::*;
use segmentkit::SegmentedPager;

fn main() {
    gtk::init().expect("a display");
    let pager = SegmentedPager::new();
    pager.set_page_func(|index| format!("Page {}", index));
}

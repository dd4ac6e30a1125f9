// SegmentKit from Rust: a SegmentedPager whose pages a Rust closure makes lazily, a filter bar, and a tab strip
// whose close button asks first. Build: `cargo build` here (Debian's crates, the tree's .cargo/config.toml), after
// `make install` or with PKG_CONFIG_PATH naming .build/gir/debug. `--self-test` checks the app from inside and
// prints one ok / not ok line per check.

use gtk::prelude::*;
use gtk::{glib, Orientation};
use segmentkit::prelude::*;
use segmentkit::{BarPlacement, CloseButtonPolicy, SegmentBar, SegmentedPager};
use std::cell::{Cell, RefCell};
use std::rc::Rc;
use std::sync::atomic::{AtomicU32, Ordering};
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

/// A subclass whose class handler of `selection-changed` counts, as the other languages' examples check theirs.
mod counting {
    use gtk::glib;
    use segmentkit::subclass::prelude::*;
    use segmentkit::SegmentedPager;
    use std::cell::Cell;

    #[derive(Default)]
    pub struct CountingPagerImp {
        pub handled: Cell<u32>,
    }

    #[glib::object_subclass]
    impl ObjectSubclass for CountingPagerImp {
        const NAME: &'static str = "RustCountingPager";
        type Type = CountingPager;
        type ParentType = SegmentedPager;
    }

    impl ObjectImpl for CountingPagerImp {}
    impl WidgetImpl for CountingPagerImp {}

    impl SegmentedPagerImpl for CountingPagerImp {
        fn selection_changed(&self, pager: &Self::Type, index: u32) {
            self.handled.set(self.handled.get() + 1);
            self.parent_selection_changed(pager, index)
        }
    }

    glib::wrapper! {
        pub struct CountingPager(ObjectSubclass<CountingPagerImp>)
            @extends SegmentedPager, gtk::Widget, @implements gtk::Accessible, gtk::Buildable, gtk::ConstraintTarget;
    }

    impl CountingPager {
        pub fn new() -> Self {
            glib::Object::new(&[]).expect("a RustCountingPager")
        }

        /// How many times the class handler ran.
        pub fn handled(&self) -> u32 {
            CountingPagerImp::from_instance(self).handled.get()
        }
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

    let stack = pager.stack();
    stack.set_alive_limit(Some(3));
    stack.set_bounces(false);
    checks.check(
        stack.alive_limit() == Some(3)
            && !stack.bounces()
            && stack.target_page() == Some(1)
            && !stack.is_animating()
            && !stack.is_dragging(),
        "the stack's properties read back through typed methods",
    );
    stack.set_alive_limit(None);
    checks.check(stack.alive_limit().is_none(), "no alive limit reads as None");

    pager.set_placement(BarPlacement::Start);
    checks.check(pager.placement() == BarPlacement::Start, "placement round-trips");
    pager.set_placement(BarPlacement::Top);

    let selected = pager.selected();
    pager.set_position(1.5);
    checks.check(
        pager.position() == 1.5 && pager.selected() == selected,
        "a pager's position is set without selecting",
    );
    pager.set_position(selected.unwrap_or(0) as f64);
    let end = gtk::Button::with_label("+");
    tabs.set_end_action_widget(Some(&end));
    tabs.unset_indicator_func();
    checks.check(
        tabs.end_action_widget().as_ref() == Some(end.upcast_ref::<gtk::Widget>())
            && tabs.start_action_widget().is_none()
            && tabs.menu_model().is_none()
            && tabs.scroll_offset() >= 0.0
            && pager.style_name() == pager.bar().style_name(),
        "the getters the C API has read back in Rust",
    );
    tabs.set_end_action_widget(None::<&gtk::Widget>);

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

    // A custom indicator drawn by a Rust closure, at the rectangle the bar gives it on every frame.
    let drawn = Rc::new(Cell::new(0u32));
    let frames = drawn.clone();
    filter.set_indicator_shape("custom").expect("custom is a shape");
    filter.set_indicator_func(move |_, snapshot, x, y, width, height| {
        frames.set(frames.get() + 1);
        let colour = gtk::gdk::RGBA::builder()
            .red(0.8)
            .green(0.2)
            .blue(0.2)
            .alpha(1.0)
            .build();
        snapshot.append_color(
            &colour,
            &gtk::graphene::Rect::new(x as f32, y as f32, width as f32, height as f32),
        );
    });
    filter.queue_draw();
    iterate(0.2);
    checks.check(drawn.get() > 0, "a custom indicator is drawn by the Rust closure");

    tabs.request_close(1);
    checks.check(
        tabs.titles() == vec!["main.rs", "Notes", "Cargo.toml"],
        "a close-requested handler returning true keeps the tab",
    );
    tabs.request_close(2);
    checks.check(tabs.titles() == vec!["main.rs", "Notes"], "otherwise the tab is closed");

    // Text dropped on a tab reaches a Rust handler with the tab and the value (emitted here as a drop emits it).
    tabs.setup_extra_drop_target(gtk::gdk::DragAction::COPY, &[glib::Type::STRING]);
    let dropped = Rc::new(RefCell::new(Vec::new()));
    let record = dropped.clone();
    tabs.connect_extra_drag_drop(move |_, index, value| {
        record
            .borrow_mut()
            .push((index, value.get::<String>().unwrap_or_default()));
        true
    });
    let text = gvalue_argument(&"snippet".to_value());
    let taken = tabs
        .emit_by_name("extra-drag-drop", &[&1u32, &text])
        .ok()
        .flatten()
        .and_then(|answer| answer.get::<bool>().ok())
        .unwrap_or(false);
    checks.check(
        taken && *dropped.borrow() == vec![(1, "snippet".to_string())],
        "extra-drag-drop passes the tab and the dropped value to a Rust handler, which takes it",
    );

    let counting = counting::CountingPager::new();
    counting.set_titles(&["One", "Two", "Three"]);
    // New titles select the first segment, which runs the handler too (as in the Vala example).
    let before = counting.handled();
    counting.select(2, false, true);
    counting.select(2, false, true);
    checks.check(
        counting.handled() == before + 1 && counting.selected() == Some(2),
        "a Rust subclass's selection_changed class handler runs once per change",
    );

    segmentkit::init();
    let builder = gtk::Builder::from_string(
        r#"<interface><object class="SegmentedPager" id="pager"><property name="titles">Day
Week
Month</property><property name="placement">bottom</property></object></interface>"#,
    );
    let built: Option<SegmentedPager> = builder.object("pager");
    checks.check(
        built.map(|pager| (pager.titles(), pager.placement()))
            == Some((
                vec!["Day".to_string(), "Week".to_string(), "Month".to_string()],
                BarPlacement::Bottom,
            )),
        "a GtkBuilder .ui names SegmentedPager and its properties",
    );

    // A page closure that panics makes no page: the panic is reported, SegmentKit shows a placeholder and logs one
    // line, and the app goes on (as a Python page function that raises).
    static PANICS: AtomicU32 = AtomicU32::new(0);
    static LOGGED: AtomicU32 = AtomicU32::new(0);
    let logged = glib::log_set_handler(
        Some("SegmentKit"),
        glib::LogLevels::LEVEL_WARNING | glib::LogLevels::LEVEL_CRITICAL,
        false,
        false,
        |_, _, _| {
            LOGGED.fetch_add(1, Ordering::SeqCst);
        },
    );
    let default_hook = std::panic::take_hook();
    std::panic::set_hook(Box::new(|_| {
        PANICS.fetch_add(1, Ordering::SeqCst);
    }));
    let fragile = SegmentedPager::new();
    fragile.set_titles(&["One", "Two", "Three", "Four", "Five"]);
    fragile.set_page_func(|index| {
        if index == 4 {
            panic!("page 4 cannot be made");
        }
        gtk::Label::new(Some(&format!("Page {}", index)))
    });
    let other = gtk::Window::new();
    other.set_child(Some(&fragile));
    other.present();
    iterate(0.2);
    fragile.select(4, false, true);
    iterate(0.2);
    std::panic::set_hook(default_hook);
    glib::log_remove_handler(Some("SegmentKit"), logged);
    checks.check(
        PANICS.load(Ordering::SeqCst) == 1 && LOGGED.load(Ordering::SeqCst) == 1,
        "a panicking page closure is reported once and logged once",
    );
    checks.check(
        fragile.selected() == Some(4) && fragile.page(4).is_none() && fragile.page(3).is_some(),
        "and the app goes on: page 4 is a placeholder",
    );
    other.destroy();

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

/// `inner` as GLib passes a `GValue *` signal argument: a value of type `G_TYPE_VALUE` holding it (glib-rs 0.14 has
/// no safe constructor for one; an app never needs it, since GTK emits `extra-drag-drop` itself).
fn gvalue_argument(inner: &glib::Value) -> glib::Value {
    use glib::translate::{from_glib, ToGlibPtr, ToGlibPtrMut};
    unsafe {
        let mut outer = glib::Value::from_type(from_glib(glib::gobject_ffi::g_value_get_type()));
        glib::gobject_ffi::g_value_set_boxed(
            outer.to_glib_none_mut().0,
            inner.to_glib_none().0 as glib::ffi::gconstpointer,
        );
        outer
    }
}

// SegmentKit from Vala: a SegmentedPager whose pages a Vala lambda makes lazily, and a filter bar.
// Build: valac --pkg gtk4 --pkg segmentkit-1 segmentkit-demo.vala   (after `make install`)
// `--self-test` checks the app from inside and prints one ok / not ok line per check.

int failed = 0;

void check (bool condition, string description) {
    print ("%s - vala: %s\n", condition ? "ok" : "not ok", description);
    if (!condition) {
        failed++;
    }
}

void iterate (double seconds) {
    var end = GLib.get_monotonic_time () + (int64) (seconds * 1000000);
    while (GLib.get_monotonic_time () < end) {
        GLib.MainContext.default ().iteration (false);
    }
}

// A subclass replaces the class handler of selection-changed (a virtual signal in the .vapi) and chains up, as
// any GTK subclass may: SegmentKit's own handler does nothing.
class CountingPager : SegmentKit.SegmentedPager {
    public uint handled = 0;

    public override void selection_changed (uint index) {
        handled++;
        base.selection_changed (index);
    }
}

int main (string[] args) {
    bool test = args.length > 1 && args[1] == "--self-test";
    var app = new Gtk.Application ("org.segmentkit.DemoVala", GLib.ApplicationFlags.FLAGS_NONE);
    app.activate.connect (() => {
        var window = new Gtk.ApplicationWindow (app);
        window.title = "SegmentKit from Vala";
        window.set_default_size (480, 360);
        var box = new Gtk.Box (Gtk.Orientation.VERTICAL, 12);
        var bar = new SegmentKit.SegmentBar.with_titles ({ "Photos", "Albums", "Shared" });
        box.append (bar);
        var made = new GLib.Array<uint> ();
        var pager = new SegmentKit.SegmentedPager ();
        pager.set_titles ({ "One", "Two", "Three", "Four", "Five", "Six" });
        pager.set_page_func ((index) => {
            made.append_val (index);
            return new Gtk.Label ("Page %u from Vala".printf (index));
        });
        pager.vexpand = true;
        box.append (pager);
        window.child = box;
        if (!test) {
            window.present ();
            return;
        }
        window.present ();
        iterate (0.3);
        check (pager.get_mapped () && bar.get_width () > 0, "the bar and the pager show");
        check (made.length == 2, "pages are made lazily");
        uint changes = 0;
        uint last = 0;
        pager.selection_changed.connect ((index) => { changes++; last = index; });
        pager.select (4, false, true);
        iterate (0.3);
        check (changes == 1 && last == 4, "select(4) emits selection-changed once");
        pager.selected = 2;
        check (pager.selected == 2 && pager.get_selected () == 2, "selected round-trips");
        pager.placement = SegmentKit.SegmentBarPlacement.BOTTOM;
        check (pager.get_placement () == SegmentKit.SegmentBarPlacement.BOTTOM, "placement round-trips");
        uint notified = 0;
        bar.notify["animation-duration"].connect (() => { notified++; });
        bar.animation_duration = 0.5;
        check (bar.get_animation_duration () == 0.5, "animation-duration round-trips");
        bar.set_animation_duration (0.5);
        check (notified == 1, "animation-duration is notified once per change, not for the same value");
        var counting = new CountingPager ();
        counting.set_titles ({ "One", "Two", "Three" });
        counting.handled = 0;
        counting.select (2, false, true);
        check (counting.handled == 1, "a Vala subclass's override of selection_changed runs once");
        try {
            bar.set_tracker_image ("/nonexistent.png");
            check (false, "a missing tracker image throws");
        } catch (SegmentKit.Error error) {
            check (error is SegmentKit.Error.IMAGE, "a missing tracker image throws SegmentKit.Error.IMAGE");
        }
        window.destroy ();
        iterate (0.1);
        app.quit ();
    });
    var status = app.run (null);
    return status != 0 || failed > 0 ? 1 : 0;
}

#!/usr/bin/gjs
// SegmentKit from JavaScript (GJS): a bar of filters above a SegmentedPager whose pages JavaScript makes lazily.
// Run: gjs segmentkit-demo.js   (after `make install`; `--self-test` checks the app and prints ok/not ok lines)
imports.gi.versions.Gtk = '4.0';
const {GLib, GObject, Gtk} = imports.gi;
const SegmentKit = imports.gi.SegmentKit;

// A subclass replaces the class handler of selection-changed (a virtual method in the .gir) and chains up.
// It may run inside super._init: titles given at construction select the first segment.
const CountingPager = GObject.registerClass(
    class CountingPager extends SegmentKit.SegmentedPager {
        vfunc_selection_changed(index) {
            (this.handled ??= []).push(index);
            super.vfunc_selection_changed(index);
        }
    });

let failed = 0;
function check(condition, description) {
    print(`${condition ? 'ok' : 'not ok'} - gjs: ${description}`);
    if (!condition)
        failed++;
}

function iterate(seconds) {
    const context = GLib.MainContext.default();
    const end = GLib.get_monotonic_time() + seconds * 1e6;
    while (GLib.get_monotonic_time() < end)
        context.iteration(false);
}

// Runs the main loop until done() or ten seconds pass, then a little longer for what should not happen. The
// first frame may take a while (GTK's GL renderer compiles its shaders on a first run), and the neighbour page
// is made only after it: a fixed wait saw only the first page.
function iterateUntil(done) {
    const context = GLib.MainContext.default();
    const end = GLib.get_monotonic_time() + 10 * 1e6;
    while (!done() && GLib.get_monotonic_time() < end)
        context.iteration(false);
    iterate(0.1);
}

function buildWindow(app, made) {
    const window = new Gtk.ApplicationWindow({application: app, title: 'SegmentKit from GJS',
        default_width: 480, default_height: 360});
    const box = new Gtk.Box({orientation: Gtk.Orientation.VERTICAL, spacing: 12});
    const bar = SegmentKit.SegmentBar.new_with_titles(['Day', 'Week', 'Month']);
    bar.set_style_name('capsule');
    bar.halign = Gtk.Align.CENTER;
    box.append(bar);
    const pager = SegmentKit.SegmentedPager.new();
    pager.set_titles(['Inbox', 'Sent', 'Drafts', 'Spam', 'Archive']);
    pager.set_page_func(index => {
        made.push(index);
        return new Gtk.Label({label: `Page ${index} from JavaScript`});
    });
    pager.vexpand = true;
    box.append(pager);
    window.set_child(box);
    return {window, bar, pager};
}

function selfTest({window, bar, pager}, made) {
    window.present();
    iterateUntil(() => made.length >= 2);
    check(pager.get_mapped() && bar.get_width() > 0, 'the bar and the pager show');
    check(made.length === 2, `pages are made lazily (${made})`);

    const changes = [];
    pager.connect('selection-changed', (_pager, index) => changes.push(index));
    pager.select(3, false, true);
    iterate(0.3);
    check(changes.length === 1 && changes[0] === 3, `select(3) emits selection-changed once (${changes})`);

    pager.selected = 1;
    check(pager.selected === 1 && pager.get_selected() === 1, 'selected round-trips');
    pager.style_name = 'cursor';
    check(pager.style_name === 'cursor', 'style-name round-trips');
    check(JSON.stringify(pager.titles) === JSON.stringify(['Inbox', 'Sent', 'Drafts', 'Spam', 'Archive']),
        'titles read back as an array');
    let notified = 0;
    bar.connect('notify::shows-overflow-menu', () => notified++);
    bar.shows_overflow_menu = false;
    check(bar.get_shows_overflow_menu() === false, 'shows-overflow-menu round-trips');
    bar.set_shows_overflow_menu(false);
    check(notified === 1, `shows-overflow-menu is notified once per change, not for the same value (${notified})`);

    const counting = new CountingPager({titles: ['One', 'Two', 'Three']});
    check(JSON.stringify(counting.handled) === '[0]',
        `titles given at construction run the class handler from inside it (${counting.handled})`);
    counting.handled = [];
    counting.select(2, false, true);
    check(JSON.stringify(counting.handled) === '[2]',
        `a GJS subclass's vfunc_selection_changed runs once (${counting.handled})`);

    // titles is a construct property, set first: the other properties may come before it.
    const ordered = new SegmentKit.SegmentBar({selected: 2, position: 2, titles: ['Day', 'Week', 'Month']});
    check(ordered.selected === 2 && ordered.position === 2,
        `new SegmentBar({selected: 2, titles}) selects 2 (${ordered.selected}, position ${ordered.position})`);

    let raised = false;
    try {
        bar.set_style_name('sparkly');
    } catch (error) {
        raised = error.matches(SegmentKit.Error, SegmentKit.Error.UNKNOWN_STYLE);
    }
    check(raised && bar.style_name === 'capsule', 'an unknown style name throws a GLib.Error, style unchanged');
    window.destroy();
    iterate(0.1);
}

const test = ARGV.includes('--self-test');
const app = new Gtk.Application({application_id: 'org.segmentkit.DemoGjs'});
app.connect('activate', () => {
    const made = [];
    const widgets = buildWindow(app, made);
    if (test) {
        selfTest(widgets, made);
        app.quit();
    } else {
        widgets.window.present();
    }
});
app.run([]);
if (failed > 0)
    imports.system.exit(1);

#!/usr/bin/python3
"""Property accessors from Python (GObject Introspection): each C getter and setter agrees with its property.

Prints its check lines through bindings_check (Tests/Bindings/run.sh counts them).
"""
from bindings_check import Gtk, SegmentKit, checker
from gi.repository import Gio

check = checker("python-accessors")

stack = SegmentKit.PagedStack()
stack.set_page_func(lambda index: Gtk.Label(label=f"Page {index}"))
stack.set_n_pages(5)
check(stack.get_alive_limit() == -1 == stack.props.alive_limit, "no alive limit by default (-1)")
stack.set_alive_limit(3)
check(stack.get_alive_limit() == 3 == stack.props.alive_limit, "set_alive_limit (3) is the property")
stack.set_alive_limit(-7)
check(stack.get_alive_limit() == -1, "a negative alive limit is none")
stack.select(2, False, True)
check(stack.get_target_page() == 2 == stack.props.target_page, "get_target_page is the page at rest")
check(not stack.get_animating() and not stack.get_dragging(), "a stack at rest neither slides nor is held")

pager = SegmentKit.SegmentedPager()
pager.set_titles(["A", "B", "C", "D"])
pager.set_style_name("capsule")
check(pager.get_style_name() == "capsule" == pager.props.style_name, "get_style_name gives the preset")
pager.get_bar().set_segment_width(80)
check(pager.get_style_name() == "custom" == pager.props.style_name, "a preset with a segment width reads custom")
check(pager.set_style_name(pager.get_style_name()) and pager.get_bar().get_segment_width() == 80,
      "custom written back keeps the style")
pager.get_bar().set_segment_width(0)
check(pager.get_style_name() == "capsule", "segment width 0 gives the preset its own widths back")
pager.set_position(1.5)
check(pager.get_position() == 1.5 == pager.props.position, "set_position moves the pages, as the property")
pager.props.position = -4.0
check(pager.get_position() == 0 == pager.props.position,
      "a position before the first page is taken as the first, by the property as by set_position")

# shows-bar: the bar leaves the pager for a header bar and stays linked; shown again once it is taken back.
check(pager.get_shows_bar() and pager.props.shows_bar, "a pager shows its bar by default")
pager.set_shows_bar(False)
check(not pager.props.shows_bar and pager.get_bar().get_parent() is None, "set_shows_bar (FALSE) lets the bar go")
header = Gtk.HeaderBar()
header.set_title_widget(pager.get_bar())
pager.select(2, False, True)
check(pager.get_stack().get_current_page() == 2 and pager.get_bar().get_selected() == 2,
      "a select moves the pages and the header's bar")
header.set_title_widget(None)
pager.props.shows_bar = True
check(pager.get_shows_bar() and pager.get_bar().get_parent() == pager, "the property shows it again, in the pager")

bar = SegmentKit.SegmentBar.new_with_titles(["One", "Two"])
check(bar.get_scroll_offset() == 0 == bar.props.scroll_offset, "a bar that fits is not scrolled")
bar.props.position = 1.0
bar.props.position = -2.5
check(bar.get_position() == 0 == bar.props.position, "and by a bar's position: the first segment")

menu = Gio.Menu()
menu.append("Close", "win.close-tab")
bar.set_menu_model(menu)
check(bar.get_menu_model() == menu == bar.props.menu_model, "set_menu_model is the property")
bar.set_menu_model(None)
check(bar.get_menu_model() is None, "a NULL menu model removes the menu")
button = Gtk.Button(label="+")
bar.set_start_action_widget(button)
check(bar.get_start_action_widget() == button == bar.props.start_action_widget and button.get_parent() == bar,
      "the start action widget becomes the bar's child")
end = Gtk.Button(label="…")
bar.set_end_action_widget(end)
check(bar.get_end_action_widget() == end and end.get_parent() == bar, "so does the end one")
bar.set_start_action_widget(None)
check(bar.get_start_action_widget() is None and button.get_parent() is None, "NULL takes it away")

for name in ["interactive", "allow_mouse_drag", "allow_long_swipes", "allow_scroll_wheel", "bounces",
             "animate_selection", "window_shortcuts"]:
    before = getattr(stack, "get_" + name)()
    getattr(stack, "set_" + name)(not before)
    after = getattr(stack, "get_" + name)()
    check(after == (not before) == stack.get_property(name.replace("_", "-")),
          f"a stack's set_{name} and get_{name} are its property")

"""The `rich` page's mnemonic bar (SegmentBar `use-underline`) driven from the real keyboard.

Its titles are "_Mail", "_Calendar", "C_ontacts", "_Tasks": the tabs are read without the underscore, and
Alt+T, Alt+O and Alt+M (real xdotool key presses, wherever the focus is) select Tasks, Contacts and Mail.
"""
from harness import key, poll, selected_tab_names, tabs


def run(gallery):
    r = gallery.results
    bar = next((l for l in gallery.tab_lists() if l.name == "Mnemonics"), None)
    if not r.check(bar is not None, "the rich page has the 'Mnemonics' bar"):
        return
    names = [t.name for t in tabs(bar)]
    r.check(names == ["Mail", "Calendar", "Contacts", "Tasks"], f"mnemonic titles are read without '_' ({names})")
    gallery.app.focus()
    for keys, title in (("alt+t", "Tasks"), ("alt+o", "Contacts"), ("alt+m", "Mail")):
        key(keys)
        got = poll(lambda: selected_tab_names(bar) == [title] or None, timeout=3.0)
        r.check(bool(got), f"{keys} selects '{title}' (selected {selected_tab_names(bar)})")
    gallery.verify("mnemonics: Alt+letter")

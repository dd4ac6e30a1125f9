import CGtk

extension SegmentBarController {
    /// The bar's first child after its tabs and their accessible buttons: the end action widget, else the overflow
    /// button; `nil` when it has neither.
    var trailingChild: UnsafeMutablePointer<GtkWidget>? {
        tabStrip.endWidget ?? overflow.madeButton
    }

    /// Puts the tabs and their accessible buttons where assistive technologies read them in the order they show:
    /// after the start action widget, each tab followed by its indicator icon's and close button's buttons, then
    /// the end action widget and the overflow button.
    ///
    /// GTK 4.8's AT-SPI bridge lists a widget's children in their order among its siblings, which was the order
    /// they were made in: the overflow button, the action widgets and the close buttons came before every tab,
    /// since the tabs are made after the first frame. The action widgets and the overflow button are placed when
    /// they join the bar (first, and last); here only the bar's own nodes move, and only those out of place, so a
    /// strip that scrolls, whose nodes then stand for other segments in the same order, moves none. A node moves
    /// hidden: GTK 4.8 tells a reader that cached the bar's children nothing of a move, but it tells of a child
    /// that hides and of one that shows, at its new place. Keyboard focus is not affected: these nodes never take
    /// it, and GTK orders Tab moves by where the children are on screen.
    ///
    /// Returns whether a node moved: it must be placed again.
    func orderAccessibleChildren() -> Bool {
        guard tabs.isMade else { return false }
        var moved = false
        var next = trailingChild
        for (tab, index) in tabs.tabsBySegment.reversed() {
            for node in (CollectionOfOne(tab) + tabStrip.accessibleButtons(for: index)).reversed() {
                if gtk_widget_get_next_sibling(node) != next {
                    let shown = gtk_widget_get_visible(node)
                    gtk_widget_set_visible(node, 0)
                    gtk_widget_insert_before(node, widget, next)
                    gtk_widget_set_visible(node, shown)
                    moved = true
                }
                next = node
            }
        }
        return moved
    }
}

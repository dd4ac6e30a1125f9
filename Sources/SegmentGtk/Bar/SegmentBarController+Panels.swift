import CGtk

extension SegmentBarController {
    /// Links the visible tabs and the pages of this bar's pager both ways (`CONTROLS`, `LABELLED_BY`), so a
    /// screen reader can go from a tab to its panel and name a panel after its tab; nothing for a bar on its own.
    func linkPanels() {
        guard let stack = pager?.stackController else { return }
        tabs.link(panels: { stack.frames[$0] }, isPanel: { frame in stack.frames.values.contains(frame) })
    }
}

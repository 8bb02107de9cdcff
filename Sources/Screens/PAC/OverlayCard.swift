/// A centred card over a dimmed backdrop, its content in one scroll view, and a status line below:
/// the frame the PAC form, the ATT explainer and alert, and the US states message share.
///
/// Everything in the card (texts, links and buttons) scrolls together, as the web card and the iOS
/// alert do on a small phone: at 40x12 the last button is reached by moving focus to it, and any line
/// by passing a scroll offset.
struct OverlayCard {
    /// The terminal rows below the card kept for the status line.
    static let statusRows = 1
    /// Columns the card takes beside its content: a border and a padding column on each side.
    static let horizontalChrome = 4

    /// The card's rectangle in the frame.
    let cardRect: Rect
    /// The rectangle inside the border and the one-column padding: where the rows are drawn.
    let contentRect: Rect
    /// The terminal size.
    let size: Size

    /// Places a card of at most `maxWidth` columns, or wider (up to the terminal less a margin) when
    /// `wantedContentWidth` (buttons side by side) needs it, as tall as `contentHeight` allows.
    init(size: Size, maxWidth: Int, wantedContentWidth: Int = 0, contentHeight: (Int) -> Int) {
        self.size = size
        // A margin shows the backdrop around the card; narrow terminals give the card every column.
        let available = size.width >= 60 ? size.width - 4 : size.width
        var width = maxWidth
        let wanted = wantedContentWidth + OverlayCard.horizontalChrome
        if wanted > width && wanted <= available { width = wanted }
        width = max(1, min(width, available))
        let innerWidth = max(1, width - OverlayCard.horizontalChrome)
        let room = max(0, size.height - OverlayCard.statusRows)
        let height = min(room, contentHeight(innerWidth) + 2)
        cardRect = Rect(x: (size.width - width) / 2, y: (room - height) / 2, width: width, height: height)
        contentRect = Box.inner(of: cardRect).inset(left: 1, right: 1)
    }

    /// Total height of `rows` at `width`.
    static func height(_ rows: [any Widget], width: Int) -> Int {
        rows.reduce(0) { $0 + $1.height(forWidth: width) }
    }

    /// Content width the rows are laid out at.
    var contentWidth: Int { contentRect.width }
    /// Rows the content gets before it scrolls.
    var contentHeight: Int { contentRect.height }
    /// Content lines visible at once when the content scrolls (two rows go to the indicators).
    var scrollingViewport: Int { max(1, contentRect.height - 2) }

    /// Draws backdrop, card, rows (in the scroll view `scrollID`) and the status line.
    ///
    /// `scrollOffset` nil: start at the top and follow focus (a fresh screen, or focus just moved);
    /// a number: show from that content line, as the simulator last scrolled with PgUp/PgDn.
    func render(
        rows: [any Widget], scrollID: ElementID, scrollOffset: Int?, status: Status,
        context: ViewContext
    ) -> Frame {
        var frame = context.emptyFrame()
        let room = Rect(x: 0, y: 0, width: size.width, height: max(0, size.height - OverlayCard.statusRows))
        drawBackdrop(around: cardRect, in: room, into: &frame)
        Box(borderStyle: .plain).draw(in: cardRect, into: &frame)
        let scroll = ScrollView(id: scrollID, rows: rows, offset: scrollOffset ?? 0, followsFocus: scrollOffset == nil)
        scroll.draw(in: contentRect, into: &frame)
        status.draw(in: Rect(x: 0, y: size.height - 1, width: size.width, height: 1), opens: context.text(.opensLink), into: &frame)
        return frame
    }

    /// Shades every cell of `room` outside the card: the web form's `rgba(0,0,0,.5)` overlay, and
    /// the app behind the iOS alert. A background only, so text snapshots stay clean.
    private func drawBackdrop(around card: Rect, in room: Rect, into frame: inout Frame) {
        let shade = CellStyle(background: .muted)
        let (above, rest) = room.splitTop(card.minY - room.minY)
        let (middle, below) = rest.splitTop(card.height)
        frame.canvas.fill(above, style: shade)
        frame.canvas.fill(below, style: shade)
        frame.canvas.fill(Rect(x: middle.x, y: middle.y, width: card.minX - middle.x, height: middle.height), style: shade)
        frame.canvas.fill(Rect(x: card.maxX, y: middle.y, width: middle.maxX - card.maxX, height: middle.height), style: shade)
    }
}

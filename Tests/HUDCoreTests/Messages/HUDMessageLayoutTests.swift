import Foundation
import Testing

@_spi(HUDEngine) @testable import HUDCore

/// Where a message sits (clear of the top screen's bars and the keyboard) and how its pill is laid out.
struct HUDMessageLayoutTests {
    /// An iPhone 15 in portrait: 47 pt status bar and notch, 34 pt home indicator.
    let phone = HUDEnvironment(safeAreaInsets: HUDEdgeInsets(top: 47, bottom: 34))
    let tabBar = CGRect(x: 0, y: 761, width: 390, height: 83)
    let toolbar = CGRect(x: 0, y: 766, width: 390, height: 44)
    let navigationBar = CGRect(x: 0, y: 47, width: 390, height: 96)

    private func render(
        _ message: HUDMessage, environment: HUDEnvironment? = nil, bars: HUDMessageBars = HUDMessageBars(),
        appearance: HUDAppearance = HUDAppearance()
    ) -> HUDRenderDescription {
        HUDRenderDescription(
            message: message, appearance: appearance, environment: environment ?? phone, bars: bars,
            measurer: HUDApproximateTextMeasurer())
    }

    @Test func aBottomMessageSitsAboveTheTabBarNotOverItsItems() {
        // Before messages knew the bars, "Copied" sat 16 pt above the home indicator, over the tab items.
        let frame = render(HUDMessage("Copied"), bars: HUDMessageBars(tabBar: tabBar)).bezel.frame
        #expect(frame.maxY == tabBar.minY - HUDLayout.edgeSpacing)
    }

    @Test func aBottomMessageSitsAboveTheToolbarAndTheHigherOfTwoBars() {
        let overToolbar = render(HUDMessage("Copied"), bars: HUDMessageBars(toolbar: toolbar)).bezel.frame
        let higher = CGRect(x: 0, y: 700, width: 390, height: 44)
        let both = render(HUDMessage("Copied"), bars: HUDMessageBars(toolbar: higher, tabBar: tabBar)).bezel.frame
        #expect(overToolbar.maxY == 750)
        #expect(both.maxY == 684)
    }

    @Test func aTopMessageSitsBelowTheNavigationBar() {
        let message = HUDMessage("Link copied", options: HUDOptions(position: .top))
        let frame = render(message, bars: HUDMessageBars(navigationBar: navigationBar)).bezel.frame
        #expect(frame.minY == navigationBar.maxY + HUDLayout.edgeSpacing)
    }

    @Test func nestedNavigationBarsPutATopMessageBelowTheLowest() {
        let inner = CGRect(x: 0, y: 143, width: 390, height: 44)
        let message = HUDMessage("Offline", options: HUDOptions(position: .top))
        let frame = render(message, bars: HUDMessageBars(topBars: [navigationBar, inner])).bezel.frame
        #expect(frame.minY == inner.maxY + HUDLayout.edgeSpacing)
    }

    @Test func theKeyboardOverTheTabBarWins() {
        var typing = phone
        typing.keyboardHeight = 336
        let frame = render(HUDMessage("Sent"), environment: typing, bars: HUDMessageBars(tabBar: tabBar)).bezel.frame
        #expect(frame.maxY == 844 - 336 - HUDLayout.edgeSpacing)
    }

    @Test func inLandscapeTheCompactTabBarIsFollowed() {
        // The docs' old `.bottom.offset(vertical: -49)` guessed one bar height; the frames follow rotation.
        let landscape = HUDEnvironment(
            bounds: CGRect(x: 0, y: 0, width: 844, height: 390), safeAreaInsets: HUDEdgeInsets(bottom: 21))
        let compact = CGRect(x: 0, y: 337, width: 844, height: 53)
        let frame = render(HUDMessage("Copied"), environment: landscape, bars: HUDMessageBars(tabBar: compact))
            .bezel.frame
        #expect(frame.maxY == 321)
    }

    @Test func unusableBarFramesCountAsNoBar() {
        let plain = render(HUDMessage("Copied")).bezel.frame
        let bars = HUDMessageBars(
            navigationBar: CGRect(x: 0, y: 700, width: 390, height: 44),  // in the bottom half: not a top bar
            toolbar: CGRect(x: CGFloat.nan, y: 0, width: 10, height: 10),
            tabBar: CGRect(x: 0, y: 2000, width: 390, height: 83))
        #expect(render(HUDMessage("Copied"), bars: bars).bezel.frame == plain)
        #expect(plain.maxY == 844 - 34 - HUDLayout.edgeSpacing)
    }

    @Test func aGlyphSitsOnTheLeadingSideOfItsTextInACapsule() throws {
        // Given
        let plain = render(HUDMessage("Copied"))
        let pill = render(HUDMessage("Copied", glyph: .success))
        let glyph = try #require(pill.image)
        let label = try #require(pill.label)

        // Then
        #expect(glyph.kind == .success)
        #expect(glyph.frame.size == CGSize(width: 20, height: 20))
        #expect(pill.bezel.frame.width == plain.bezel.frame.width + 20 + 8)
        #expect(glyph.frame.maxX + 8 == label.frame.minX)
        #expect(glyph.frame.midY == pill.bezel.frame.height / 2)
        #expect(pill.bezel.cornerRadius == pill.bezel.frame.height / 2)
        #expect(pill.accessibility.label == .status("Copied"))
        #expect(pill.mask == .none && !pill.blocksTouches && !pill.accessibility.isModal)
    }

    @Test func rightToLeftTextPutsTheGlyphOnTheRight() throws {
        let pill = render(HUDMessage("تم النسخ", glyph: .success))
        let glyph = try #require(pill.image)
        let label = try #require(pill.label)
        #expect(glyph.frame.minX > label.frame.maxX)
        #expect(glyph.frame.maxX == pill.bezel.frame.width - HUDAppearance().margin)
    }

    @Test func theGlyphGrowsWithDynamicTypeAndAGlyphAloneIsSpoken() throws {
        var large = phone
        large.fontScale = 1.4
        let pill = render(HUDMessage("Saved", glyph: .info), environment: large)
        #expect(try #require(pill.image).frame.width == 28)
        let alone = render(HUDMessage("", glyph: .error))
        #expect(alone.label == nil)
        #expect(alone.accessibility.label == .error)
        #expect(alone.bezel.frame.size == CGSize(width: 44, height: 44))
    }

    @Test func aBlackMaskInTheOptionsOrTheAppearanceIsIgnored() {
        var appearance = HUDAppearance()
        appearance.maskType = .black
        let message = HUDMessage("Copied", options: HUDOptions(maskType: .gradient))
        let frame = render(message, appearance: appearance)
        #expect(frame.mask == .none && !frame.blocksTouches)
    }
}

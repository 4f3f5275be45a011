import Foundation
import Testing

@_spi(HUDEngine) @testable import HUDCore

/// Long texts respect the container (a landscape phone), the details clip with an ellipsis, and CJK lines balance.
struct HUDRenderDescriptionTextRoomTests {
    /// An iPhone 15 in landscape: 844 × 390 with its notch and home indicator insets.
    static let landscape = HUDEnvironment(
        bounds: CGRect(x: 0, y: 0, width: 844, height: 390),
        safeAreaInsets: HUDEdgeInsets(top: 0, left: 47, bottom: 21, right: 47))

    private func render(
        _ status: String, details: String?, _ environment: HUDEnvironment = landscape,
        configure: (inout HUDAppearance) -> Void = { _ in }
    ) -> HUDRenderDescription {
        HUDRenderDescription.fixture(
            HUDContent(indicator: .spinner, status: status, options: HUDOptions(details: details)), environment,
            configure: configure)
    }

    @Test func aLongStatusWithLongDetailsFitsALandscapePhone() {
        // Given a long status and long details, with no limit on the label box
        let long = String(repeating: "The server did not answer in time, so your changes are kept. ", count: 6)
        let result = render(long, details: long) { $0.maximumLabelSize = CGSize(width: 200, height: CGFloat.infinity) }
        // Then the bezel stays inside the safe area, 16 pt from its edges
        let region = HUDLayout.visibleRegion(
            in: Self.landscape.bounds, safeAreaInsets: Self.landscape.safeAreaInsets, keyboardHeight: 0)
        #expect(
            result.bezel.frame.height <= region.height - 2 * HUDLayout.edgeSpacing,
            "Before the fix the bezel was 669 pt high in a 390 pt landscape phone (\(result.bezel.frame.height))")
        #expect(region.contains(result.bezel.frame))
        // And the details are clipped at their last line with an ellipsis
        let lastLine = result.details?.lines.last ?? ""
        #expect(lastLine.hasSuffix("…"), "\(result.description)")
        #expect(result.label?.lines.isEmpty == false)
    }

    @Test func theTextRoomIsTheRegionLessTheChrome() {
        // 844 − 2 × 47 − 2 × (16 + 12) = 694 wide; 390 − 21 − 2 × 16 − (12 + 48 + 8 + 12) = 257 high
        let room = HUDLayout.textRoom(
            bounds: Self.landscape.bounds, safeAreaInsets: Self.landscape.safeAreaInsets, keyboardHeight: 0,
            content: .ring, appearance: HUDAppearance())
        #expect(room == CGSize(width: 694, height: 257))
        // A container too small for anything leaves no room, never a negative one
        let none = HUDLayout.textRoom(
            bounds: CGRect(x: 0, y: 0, width: 40, height: 40), safeAreaInsets: .zero, keyboardHeight: 0,
            content: .ring, appearance: HUDAppearance())
        #expect(none == .zero)
    }

    @Test func detailsWithNoRoomLeftAreNotShown() {
        // Given a tiny container where the status takes all the room
        let tiny = HUDEnvironment(bounds: CGRect(x: 0, y: 0, width: 320, height: 140))
        let result = render("Uploading", details: "3 of 10 files", tiny)
        // Then the status shows and the details are left out
        #expect(result.label?.lines == ["Uploading"])
        #expect(result.details == nil)
    }

    @Test func chineseLinesAreBalanced() {
        // Given the gallery's Chinese status, which a 200 pt greedy wrap splits inside 共享
        let status = "正在将二十四张照片上传到共享相簿“里斯本之夏”"
        let result = render(status, details: nil, HUDEnvironment())
        // Then its two lines are even and 共享 stays on one line
        let lines = try? #require(result.label?.lines)
        #expect(lines?.count == 2)
        #expect(lines?.contains { $0.contains("共享") } == true, "Before the fix the wrap split 共享: \(lines ?? [])")
        let counts = lines?.map(\.count) ?? []
        #expect((counts.max() ?? 0) - (counts.min() ?? 0) <= 2)
    }

    @Test func latinTextKeepsTheGreedyWrap() {
        let status = "Uploading 24 photos to the shared album “Summer in Lisbon”"
        let balanced = HUDRenderDescription.balanced(
            status, font: .subheadline, fontScale: 1, maximumSize: CGSize(width: 200, height: 300),
            measurer: HUDApproximateTextMeasurer())
        let greedy = HUDApproximateTextMeasurer().measure(
            status, font: .subheadline, fontScale: 1, maximumSize: CGSize(width: 200, height: 300))
        #expect(balanced == greedy)
    }
}

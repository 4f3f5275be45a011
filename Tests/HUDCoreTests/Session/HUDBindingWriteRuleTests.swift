import Foundation
import Testing

@_spi(HUDEngine) @testable import HUDCore

/// The rule of a SwiftUI binding, both ways in one sequence: the library writes the app's binding only when the HUD
/// it showed ends — by itself or by a dismiss — and never because the view went away.
@MainActor
struct HUDBindingWriteRuleTests {
    let controller = SessionFixture()
    let binding: BindingProbe<Bool>

    init() {
        binding = BindingProbe(controller)
    }

    /// Shows `content` for a `true` binding, sends the view away and back (a tab switch), and returns the clears
    /// counted meanwhile.
    private func showThenSwitchTabsAndBack(_ content: HUDContent) -> Int {
        binding.reconcile(.isPresented(true, content: content))
        controller.finishFade()
        binding.reconcile(.viewDisappeared)
        controller.finishFade()
        let clearsWhileAway = binding.clears
        binding.reconcile(.isPresented(true, content: content))
        binding.reconcile(.viewAppeared)
        controller.finishFade()
        return clearsWhileAway
    }

    @Test func aDismissWritesTheBindingOnceButTheViewGoingAwayNever() {
        // Given
        let clearsWhileAway = showThenSwitchTabsAndBack(HUDContent(status: "Uploading"))
        #expect(clearsWhileAway == 0, "Before the fix, onDisappear set isUploading to false")
        #expect(controller.phase == .visible)
        // When: the app's `HUD.dismiss()`
        controller.dismiss()
        controller.finishFade()
        // Then
        #expect(binding.clears == 1)
        #expect(controller.phase == .hidden)
    }

    @Test func aSelfDismissWritesTheBindingOnceButTheViewGoingAwayNever() {
        // Given
        let clearsWhileAway = showThenSwitchTabsAndBack(HUDContent(status: "Saved", options: HUDOptions(duration: 2)))
        #expect(clearsWhileAway == 0)
        // When: the HUD ends by itself
        controller.advance(by: 2)
        controller.finishFade()
        // Then
        #expect(binding.clears == 1)
        #expect(controller.phase == .hidden)
    }
}

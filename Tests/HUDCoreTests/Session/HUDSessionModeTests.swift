import Foundation
import Testing

@_spi(HUDEngine) @testable import HUDCore

/// Every kind switchable in place: text only (``HUDIndicator/text``) and MBProgressHUD's modes (``HUDMode``) in the
/// same presentation, without a new fade-in.
@MainActor
struct HUDSessionModeTests: SessionSuite {
    let fixture = SessionFixture { $0.maskType = .black }

    private func showSpinner() -> HUDPresentationID {
        let presentation = session.show(HUDContent(status: "Preparing…"))
        fixture.finishFade()
        return presentation
    }

    @Test func aSpinnerTurnsIntoTextOnlyThatFollowsTheHUDsRules() throws {
        // Given
        let presentation = showSpinner()
        let spinner = try #require(session.render)
        // When
        session.updateCurrent(to: .text, status: "Almost there")
        // Then: the same presentation, centred, under the HUD's mask, no indicator, and it stays
        let render = try #require(session.render)
        #expect(session.currentPresentation == presentation)
        #expect(host.posted == [.willAppear, .didAppear])
        #expect(render.indicator == .none)
        #expect(render.label?.text == "Almost there")
        #expect(render.blocksTouches, "A message would have dropped the mask")
        #expect(abs(render.bezel.frame.midY - spinner.bezel.frame.midY) < 1, "A message would sit at the bottom")
        fixture.advance(by: 60)
        #expect(fixture.phase == .visible)
    }

    @Test func textOnlyTurnsBackIntoASpinnerInPlace() throws {
        let presentation = showSpinner()
        session.updateCurrent(to: .text, status: "Waiting")
        session.updateCurrent(to: .spinner, status: "Working")
        #expect(session.currentPresentation == presentation)
        #expect(host.posted == [.willAppear, .didAppear])
        guard case .spinner = try #require(session.render).indicator else {
            Issue.record("Not the spinner: \(String(describing: session.render?.indicator))")
            return
        }
    }

    @Test func aDeterminateModeRestylesTheSpinnerWithoutTouchingTheActivityCount() throws {
        // Given one counted spinner
        _ = showSpinner()
        #expect(session.state.activityCount == 1)
        // When
        session.updateCurrent(mode: .determinate, status: "Uploading…")
        // Then the pie at 0, the count untouched, one pop dismisses
        let render = try #require(session.render)
        #expect(render.indicator.pie?.strokeEnd == 0)
        #expect(session.state.activityCount == 1)
        session.popActivity()
        #expect(fixture.phase == .disappearing)
    }

    @Test func switchingBetweenDeterminateModesKeepsTheProgress() throws {
        // Given a ring at 0.4
        session.show(HUDContent(indicator: .progress(0.4), status: "Uploading"))
        fixture.finishFade()
        // When
        session.updateCurrent(mode: .determinateHorizontalBar, status: nil)
        let bar = try #require(session.render)
        session.updateCurrent(to: .progress(0.7), status: nil)
        // Then the bar, at 0.4, then moved
        #expect(bar.indicator.bar != nil)
        #expect(session.state.content?.options.progressStyle == .bar)
        #expect(session.state.content?.indicator == .progress(0.7))
        #expect(host.posted == [.willAppear, .didAppear])
    }

    @Test func aModeSwitchIsAnUpdateForEveryKindOfWork() {
        // Given content drawn as the ring
        let current = HUDContent(indicator: .progress(0.4), status: "A")
        var pie = current
        pie.options.progressStyle = .pie
        // Then
        #expect(pie.updateInput(replacing: current) == .update(.progress(0.4), status: "A", progressStyle: .pie))
        var text = current
        text.indicator = .text
        #expect(text.updateInput(replacing: current) == .show(.text, status: "A", options: current.options))
    }

    @Test(arguments: HUDMode.allCases)
    func eachModeNamesItsIndicatorAndStyle(_ mode: HUDMode) {
        let expected: (HUDIndicator, HUDProgressStyle?) =
            switch mode {
            case .indeterminate: (.spinner, nil)
            case .determinate: (.progress(0.5), .pie)
            case .annularDeterminate: (.progress(0.5), .annular)
            case .determinateHorizontalBar: (.progress(0.5), .bar)
            case .text: (.text, nil)
            }
        #expect(mode.indicator(progress: 0.5) == expected.0)
        #expect(mode.progressStyle == expected.1)
    }

    @Test func textOnlyIsTheHUDWithoutAnIndicatorAndDoesNotDismissItself() {
        #expect(HUDIndicator.text.isSameKind(as: .none))
        #expect(!HUDIndicator.text.isSameKind(as: .spinner))
        #expect(HUDIndicator.text.rules.dismissesItself == false)
        #expect(HUDIndicator.text.rules.layout == .none)
    }
}

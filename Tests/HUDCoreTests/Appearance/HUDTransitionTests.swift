import Foundation
import Testing

@_spi(HUDEngine) @testable import HUDCore

/// The transitions: SVProgressHUD's standard scale and MBProgressHUD's fade and zooms, per call and as a default;
/// Reduce Motion makes each a plain fade, and `animated: false` shows and hides at once.
@MainActor
struct HUDTransitionTests {
    private func transition(
        _ transition: HUDTransition?, options: HUDOptions = HUDOptions(), reduceMotion: Bool = false
    ) -> HUDRenderDescription.Transition {
        HUDRenderDescription.fixture(HUDContent(options: options), HUDEnvironment(reduceMotion: reduceMotion)) {
            if let transition { $0.transition = transition }
        }.transition
    }

    @Test func eachTransitionHasItsLibrarysScales() {
        let scales = HUDTransition.allCases.map { kind in
            let result = transition(kind)
            let scales = [result.appearFromScale, result.disappearToScale].map { HUDTextFormat.number($0) }
            return "\(kind) " + scales.joined(separator: " ")
        }
        #expect(
            scales == [
                "standard 1.3 0.77", "fade 1 1", "zoomIn 0.5 1.5", "zoomOut 1.5 0.5", "zoom 0.5 0.5", "pop 0.67 0.77",
            ])
        #expect(transition(nil) == transition(.standard), "The standard transition is the default")
    }

    @Test func theOptionsTransitionWinsOverTheAppearances() {
        #expect(transition(.zoom, options: HUDOptions(transition: .fade)) == transition(.fade))
    }

    @Test func reduceMotionMakesEveryTransitionAFade() {
        for kind in HUDTransition.allCases {
            let result = transition(kind, reduceMotion: true)
            #expect(result.appearFromScale == 1 && result.disappearToScale == 1, "\(kind)")
        }
    }

    @Test func theNamesRoundTrip() {
        for kind in HUDTransition.allCases {
            #expect(HUDTransition(rawValue: kind.rawValue) == kind)
        }
        #expect(HUDTransition(rawValue: "spin") == nil)
        #expect(HUDProgressStyle(rawValue: "pie") == .pie)
        #expect(HUDProgressStyle(rawValue: "") == nil)
    }

    @Test func notAnimatedShowsAndHidesAtOnceForThatPresentationOnly() {
        // Given a presentation shown with animated: false
        let fixture = SessionFixture { $0.transition = .zoom }
        fixture.session.show(HUDContent(status: "Saving", options: HUDOptions(animated: false)))
        fixture.finishFade()
        fixture.session.dismiss()
        let instant = fixture.host.calls.filter {
            switch $0 {
            case .fadeIn(_, let duration, let transition, _), .fadeOut(_, let duration, let transition):
                return duration == 0 && transition.appearDuration == 0 && transition.disappearDuration == 0
            default:
                return false
            }
        }
        #expect(instant.count == 2, "Both fades take no time")
        fixture.finishFade()

        // When the next one is shown with the defaults
        fixture.host.forget()
        fixture.session.show(HUDContent(status: "Saving"))

        // Then it fades in as the appearance says, zooming
        guard
            case .fadeIn(_, let duration, let transition, _)? = fixture.host.calls.first(where: {
                if case .fadeIn = $0 { return true }
                return false
            })
        else {
            Issue.record("No fade-in")
            return
        }
        #expect(duration == 0.15)
        #expect(transition.appearFromScale == 0.5)
    }
}

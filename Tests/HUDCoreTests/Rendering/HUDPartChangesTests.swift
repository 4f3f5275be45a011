import Foundation
import Testing

@_spi(HUDEngine) @testable import HUDCore

/// The part changes a HUD view carries out (``HUDPartChanges``): after each install they set every part, so a view
/// kept between presentations ends, after any sequence of kinds, in exactly the state of a fresh one.
@MainActor
struct HUDPartChangesTests {
    /// What a presentation shows.
    enum Kind: CaseIterable {
        case spinner, success, progress, button, customView, message, details

        @MainActor
        func content(in session: HUDSession) -> HUDContent {
            switch self {
            case .spinner: HUDContent(indicator: .spinner)
            case .success: HUDContent(indicator: .success, status: "Saved")
            case .progress: HUDContent(indicator: .progress(0.37), status: "Uploading")
            case .button:
                HUDContent(
                    indicator: .spinner, status: "Uploading", options: HUDOptions(button: HUDButton("Cancel") {}))
            case .customView:
                HUDContent(indicator: .customView(session.makeCustomView(size: CGSize(width: 60, height: 40))))
            case .message: HUDContent(indicator: .none, status: "Copied")
            case .details: HUDContent(indicator: .error, status: "Failed", options: HUDOptions(details: "Try again"))
            }
        }
    }

    /// Replays what the host received on a model of one kept view and on a model of a view made at the last
    /// install, checking after every frame that the two agree and that the fresh one has every part set.
    private func replay(_ host: RecordingHost) -> (reused: ModelHUDView, fresh: ModelHUDView, agreed: Bool) {
        var reused = ModelHUDView()
        var fresh = ModelHUDView()
        var next = host.changes.makeIterator()
        var agreed = true
        for call in host.calls {
            switch call {
            case .installOverlay:
                fresh = ModelHUDView()
            case .apply(let frame):
                guard let changes = next.next() else { return (reused, fresh, false) }
                changes.apply(frame, to: &reused)
                changes.apply(frame, to: &fresh)
                agreed = agreed && fresh.isFullySet && reused.state == fresh.state
            default:
                continue
            }
        }
        return (reused, fresh, agreed)
    }

    @Test(arguments: Kind.allCases)
    func aKeptViewEndsAsAFreshOneAfterAnyThreePresentations(first: Kind) {
        for second in Kind.allCases {
            for third in Kind.allCases {
                // Given: one session, its view kept between presentations
                let fixture = SessionFixture()
                fixture.host.finishesFadesAtOnce = true

                // When: each kind appears and is dismissed, then the next one appears on the same view
                for kind in [first, second, third] {
                    fixture.settle { $0.show(kind.content(in: $0)) }
                    fixture.settle { $0.dismiss() }
                }
                fixture.settle { $0.show(Kind.spinner.content(in: $0)) }

                // Then
                let (reused, fresh, agreed) = replay(fixture.host)
                #expect(agreed, "\(first) → \(second) → \(third) → spinner")
                #expect(reused.state == fresh.state, "\(first) → \(second) → \(third) → spinner")
            }
        }
    }

    @Test(arguments: Kind.allCases)
    func aKindReplacedInPlaceLeavesNothingBehind(first: Kind) {
        for second in Kind.allCases {
            // Given
            let fixture = SessionFixture()
            fixture.host.finishesFadesAtOnce = true

            // When: the second show replaces the first one on screen
            fixture.settle { $0.show(first.content(in: $0)) }
            fixture.settle { $0.show(second.content(in: $0)) }
            fixture.settle { $0.dismiss() }
            fixture.settle { $0.show(Kind.spinner.content(in: $0)) }

            // Then
            #expect(replay(fixture.host).agreed, "\(first) → \(second) → spinner")
        }
    }

    @Test func aSpinnerAfterASuccessHidesTheCheckmarkAndTheStatus() throws {
        // Given: "Saved" with a checkmark was shown and has gone
        let fixture = SessionFixture()
        fixture.host.finishesFadesAtOnce = true
        fixture.session.show(Kind.success.content(in: fixture.session))
        fixture.host.finishFades(of: fixture.session)
        fixture.session.dismiss()
        fixture.host.finishFades(of: fixture.session)
        fixture.host.forget()

        // When
        fixture.session.show(Kind.spinner.content(in: fixture.session))
        fixture.host.finishFades(of: fixture.session)

        // Then: the first frame of the new presentation hides the image and the label, with no value to read
        let changes = try #require(fixture.host.changes.first)
        #expect(changes.parts == .all)
        let frame = try #require(fixture.host.applied.first)
        #expect(frame.image == nil && frame.label == nil && frame.button == nil && frame.customView == nil)
        #expect(frame.accessibility.progressPercent == nil)
    }

    @Test func withoutAPreviousFrameEveryPartIsSet() {
        // Given
        let render = HUDRenderDescription.fixture(HUDContent(indicator: .spinner, status: "Loading"))

        // When
        let changes = HUDPartChanges(from: nil, to: render)
        var view = ModelHUDView()
        changes.apply(render, to: &view)

        // Then
        #expect(view.isFullySet)
        #expect(view.setCount == 11)
    }

    @Test func theFirstFrameAppliedToAViewDoesNotAnimateItsSize() {
        // Given a frame whose size changes animate
        let render = HUDRenderDescription.fixture(HUDContent(indicator: .spinner, status: "Loading"))
        #expect(render.transition.resizeDuration > 0)

        // When it is the first frame applied to a view, then a later one
        let first = HUDPartChanges(from: nil, to: render)
        let later = HUDPartChanges(
            from: render, to: .fixture(HUDContent(indicator: .spinner, status: "Loading a longer status")))

        // Then the first one takes its size at once (no growing from the corner); the later one animates
        #expect(first.resizeDuration == 0, "A view's first frame must not grow from a zero size")
        #expect(later.resizeDuration == render.transition.resizeDuration)
    }

    @Test func theSameFrameChangesNothing() {
        let render = HUDRenderDescription.fixture(HUDContent(indicator: .spinner, status: "Loading"))
        #expect(HUDPartChanges(from: render, to: render).isEmpty)
        #expect(!HUDPartChanges(from: nil, to: render).isEmpty)
    }

    @Test(arguments: [0.0, 0.004, 0.38, 0.999, 1])
    func aTickSetsTheIndicatorAndTheValueAsTheFullComparisonDoes(fraction: Double) {
        // (The session sends a tick only when the strokeEnd moved, so every fraction here differs from 0.37.)
        // Given
        let render = HUDRenderDescription.fixture(HUDContent(indicator: .progress(0.37), status: "Uploading"))

        // When
        let next = render.updatingProgress(fraction)
        let tick = HUDPartChanges.tick(next, previousPercent: render.accessibility.progressPercent)

        // Then
        #expect(tick == HUDPartChanges(from: render, to: next))
    }

    @Test func aButtonMakesTheBezelTwoElements() throws {
        // Given
        let render = HUDRenderDescription.fixture(Kind.button.content(in: SessionFixture().session))

        // When
        let changes = HUDPartChanges(from: nil, to: render)

        // Then
        var view = ModelHUDView()
        changes.apply(render, to: &view)
        guard let accessibility = view.accessibility else {
            Issue.record("the accessibility part is not set")
            return
        }
        #expect(accessibility.structure != .element)
        #expect(accessibility.structure == render.accessibility.structure)
    }
}

import Foundation
import Testing

@_spi(HUDEngine) @testable import HUDCore

@Suite("The frames of a transition: alpha and scale at each part of a fade")
struct HUDTransitionFrameTests {
    private func transition(_ kind: HUDTransition, reduceMotion: Bool = false) -> HUDRenderDescription.Transition {
        HUDRenderDescription(
            content: HUDContent(status: "Loading"), appearance: HUDAppearance { $0.transition = kind },
            environment: HUDEnvironment(reduceMotion: reduceMotion), measurer: HUDApproximateTextMeasurer()
        ).transition
    }

    @Test func theZoomInGrowsFromHalfSizeAndLeavesGrowingFurther() {
        let zoomIn = transition(.zoomIn)
        let appear = [0, 0.5, 1].map { zoomIn.frame(at: $0, appearing: true) }
        let disappear = [0, 0.5, 1].map { zoomIn.frame(at: $0, appearing: false) }
        #expect(appear.map(\.alpha) == [0, 0.5, 1])
        #expect(appear.map(\.scale) == [0.5, 0.75, 1])
        #expect(disappear.map(\.alpha) == [1, 0.5, 0])
        #expect(disappear.map(\.scale) == [1, 1.25, 1.5])
    }

    @Test(arguments: HUDTransition.allCases)
    func everyTransitionStartsAndEndsWhereItsScalesSay(kind: HUDTransition) {
        let frames = transition(kind)
        #expect(frames.frame(at: 0, appearing: true).scale == Double(frames.appearFromScale))
        #expect(frames.frame(at: 1, appearing: true) == (alpha: 1, scale: 1))
        #expect(frames.frame(at: 0, appearing: false) == (alpha: 1, scale: 1))
        #expect(frames.frame(at: 1, appearing: false).scale == Double(frames.disappearToScale))
    }

    @Test(arguments: HUDTransition.allCases)
    func reduceMotionTurnsEveryTransitionIntoAPlainFade(kind: HUDTransition) {
        let frames = transition(kind, reduceMotion: true)
        for fraction in [0, 0.33, 0.66, 1.0] {
            #expect(frames.frame(at: fraction, appearing: true).scale == 1)
            #expect(frames.frame(at: fraction, appearing: false).scale == 1)
        }
    }

    @Test func outOfRangeFractionsAreClampedAndNaNIsTheEnd() {
        let standard = transition(.standard)
        #expect(standard.frame(at: -3, appearing: true).alpha == 0)
        #expect(standard.frame(at: 7, appearing: true).alpha == 1)
        #expect(standard.frame(at: .nan, appearing: false) == (alpha: 0, scale: 1 / 1.3))
        let broken = HUDRenderDescription.Transition(
            appearDuration: 0.1, appearFromScale: .nan, disappearDuration: 0.1, disappearToScale: -2)
        #expect(broken.frame(at: 0, appearing: true).scale == 1)
        #expect(broken.frame(at: 1, appearing: false).scale == 1)
    }

    @Test func thePopSpringsPastItsSizeALittleAndLeavesAsSVProgressHUDsHUDDoes() {
        // Before, .pop grew linearly from 1/1.5 (no overshoot) and left shrinking back to 1/1.5.
        let pop = transition(.pop)
        let scales = stride(from: 0.0, through: 1, by: 0.02).map { pop.frame(at: $0, appearing: true).scale }
        let peak = scales.max() ?? 0
        #expect(peak > 1.01 && peak < 1.05)
        #expect(scales.last == 1)
        #expect(pop.appearDamping == 0.6)
        #expect(pop.disappearToScale == transition(.standard).disappearToScale)
        #expect(transition(.pop, reduceMotion: true).appearDamping == 1)
        #expect(transition(.standard).appearDamping == 1)
    }
}

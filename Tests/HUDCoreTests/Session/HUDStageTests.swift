import Foundation
import Testing

@_spi(HUDEngine) @testable import HUDCore

/// What a session's host shows (`HUDStage.swift`): a frame only while installed, and only when it changed.
struct HUDStageTests {
    var stage = HUDStage()
    let content = HUDContent(indicator: .progress(0.2), status: "Uploading")

    private mutating func frame() -> (HUDRenderDescription, HUDPartChanges)? {
        stage.frame(
            of: content, appearance: HUDAppearance(), environment: HUDEnvironment(),
            measurer: HUDApproximateTextMeasurer())
    }

    @Test mutating func aFrameIsDerivedOnlyWhileInstalledAndOnlyWhenItChanged() throws {
        // Given nothing installed
        let uninstalled = frame()
        #expect(uninstalled == nil)

        // When the overlay is installed
        stage.installed(true)
        let first = frame()
        let (render, changes) = try #require(first)

        // Then the first frame sets every part, and the same frame again is nothing to apply
        #expect(changes == HUDPartChanges(from: nil, to: render))
        #expect(stage.render == render && stage.steadySize == render.bezel.frame.size)
        let again = frame()
        #expect(again == nil)
    }

    @Test mutating func aTickMovesTheProgressInPlaceAndRemovalForgetsTheFrame() throws {
        // Given an installed progress frame
        stage.installed(true)
        _ = frame()

        // When the progress moves, to where it is again, then the overlay is removed
        let moved = stage.moveProgress(to: 0.6)
        let movedAgain = stage.moveProgress(to: 0.6)
        let render = try #require(stage.render)
        stage.removed()

        // Then the tick moved the ring in place, once; removal leaves no frame, size or install
        #expect(moved && !movedAgain)
        #expect(render.indicator.strokeEnd == 0.6 && render.accessibility.progressPercent == 60)
        #expect(stage.render == nil && stage.steadySize == .zero && !stage.isInstalled)
        let movedAfterRemoval = stage.moveProgress(to: 0.7)
        #expect(!movedAfterRemoval)
    }
}

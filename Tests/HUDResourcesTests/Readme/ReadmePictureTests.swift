import Foundation
@_spi(HUDEngine) import HUDCore
import Testing

@testable import hud_preview

@MainActor struct ReadmePictureTests {
    private let states = GalleryCatalogue.rendered

    private func scene(_ name: String) throws -> GalleryScene {
        try #require(states.first { $0.name == name }?.scene, "no state \(name)")
    }

    @Test(arguments: ["spinner-status", "progress-40", "success", "style-dark", "mask-gradient"])
    func eachPictureIsTheHUDWithFortyPointsOfTheAppAround(name: String) throws {
        // Given
        let scene = try scene(name)
        let bezel = scene.render.bezel.frame
        // When
        let crop = ReadmePicture.crop(of: scene)
        // Then the crop holds the bezel and 40 pt around it, is at least 220 × 180 pt, centred on the bezel
        // (before: the whole 390 × 844 pt screen, where the HUD was some 35 × 40 px of a 160 px picture)
        #expect(crop.contains(bezel.insetBy(dx: -40, dy: -40)))
        #expect(crop.width >= 220 && crop.height >= 180 && crop.width < 390)
        #expect(abs(crop.midX - bezel.midX) < 1 && abs(crop.midY - bezel.midY) < 1)
        #expect(ReadmePicture.cropped(scene, id: name).contains(#"viewBox="\#(ReadmePicture.viewBox(crop))""#))
    }

    @Test func theKeyboardPictureReachesDownToTheFieldBeingTypedIn() throws {
        let scene = try scene("keyboard")
        let crop = ReadmePicture.crop(of: scene)
        let replyBar = CGRect(
            x: 0, y: SampleScreen.size.height - scene.environment.keyboardHeight, width: SampleScreen.size.width,
            height: SampleKeyboard.accessoryHeight)
        #expect(crop.contains(replyBar) && crop.contains(scene.render.bezel.frame))
        #expect(crop.maxY < SampleScreen.size.height)
        // And its top edge cuts no line of the app's text in half
        #expect(
            !SampleScreen.textBands.contains { $0.contains(crop.minY) && $0.lowerBound < crop.minY },
            "Before the fix the picture's top cut “Inbox” in half (top \(crop.minY))")
    }

    @Test func theStripShowsFiveTitledFramesOfOnePresentation() throws {
        let strip = ReadmePicture.strip(GalleryTimeline())
        let titles = ["1. appear", "2. spinner", "3. progress", "4. success", "5. dismiss"]
        #expect(titles.allSatisfy { strip.contains(">\($0)</text>") })
        #expect(strip.contains(">Uploaded</tspan>") && strip.contains(">Uploading…</tspan>"))
        #expect(strip.components(separatedBy: #"<g class="frame">"#).count - 1 == 5)
    }

    @Test func theAnimationShowsEachFrameInTurnAndTheSuccessFrameWhenStill() throws {
        let svg = ReadmePicture.animatedStrip(GalleryTimeline())
        let keyTimes = svg.components(separatedBy: #"keyTimes=""#).dropFirst().map {
            $0.prefix { $0 != "\"" }.split(separator: ";").compactMap { Double($0) }
        }
        #expect(keyTimes.count == ReadmePicture.stripFrames.count)
        // The first frame shows from 0, each other one from its second key time, one after the other
        let starts = keyTimes.enumerated().map { index, times in index == 0 || times.count < 2 ? 0 : times[1] }
        #expect(starts == starts.sorted() && Set(starts).count == starts.count)
        #expect(svg.components(separatedBy: #"<g opacity="1">"#).count - 1 == 1)
    }
}

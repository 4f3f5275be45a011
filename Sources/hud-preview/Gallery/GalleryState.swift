import Foundation
@_spi(HUDEngine) import HUDCore

/// One entry of the gallery: an SVG file and the caption `index.html` shows under it.
struct GalleryState {
    /// The group the state is listed under in `index.html`.
    enum Section: String, CaseIterable {
        /// Spinners and progress rings.
        case indicators = "Indicators"
        /// Images, text only, long statuses.
        case imagesAndText = "Images and text"
        /// The mask types.
        case masks = "Masks"
        /// The styles.
        case styles = "Styles"
        /// Position and size.
        case layout = "Layout"
        /// Messages and the other parts MBProgressHUD users know.
        case parts = "Messages and parts"
        /// The bezel's edge, steady sizes, 0 %, right to left, long texts and the optional looks.
        case looks = "Looks in every app"
        case modes = "Every mode"
        case transitions = "Transitions"
        /// The run of one presentation.
        case timeline = "Timeline"

        /// Whether its pictures are strips, shown at their own size rather than as phone screens.
        var isWide: Bool {
            switch self {
            case .timeline, .transitions: true
            case .indicators, .imagesAndText, .masks, .styles, .layout, .parts, .looks, .modes: false
            }
        }
    }

    /// The file name without `.svg`: lower case, digits and dashes.
    let name: String
    /// The state's name in the gallery.
    let title: String
    /// One line of what the picture shows.
    let caption: String
    /// Where `index.html` lists it.
    let section: Section
    /// The SVG document.
    let svg: String
    /// The frame HUDCore derived, whose dump `index.html` shows; `nil` for pictures of several frames.
    let render: HUDRenderDescription?
    /// The scene drawn, which the README pictures crop; `nil` for pictures of several frames.
    var scene: GalleryScene?

    /// The SVG's file name.
    var fileName: String { name + ".svg" }

    /// A state that draws `scene`.
    init(_ name: String, _ title: String, _ section: Section, _ caption: String, scene: GalleryScene) {
        self.init(
            name: name, title: title, caption: caption, section: section, svg: scene.svg(id: name), render: scene.render
        )
        self.scene = scene
    }

    /// A state with its own SVG.
    init(name: String, title: String, caption: String, section: Section, svg: String, render: HUDRenderDescription?) {
        self.name = name
        self.title = title
        self.caption = caption
        self.section = section
        self.svg = svg
        self.render = render
    }
}

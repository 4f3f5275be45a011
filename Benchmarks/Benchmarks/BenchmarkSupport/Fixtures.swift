@_spi(HUDEngine) import HUDCore

/// The values every benchmark starts from, built outside the measured region.
package enum Fixtures {
    /// A status that fits one line.
    package static let status = "Uploading…"
    /// The default iPhone-sized environment.
    package static let environment = HUDEnvironment()
    /// The default appearance.
    package static let appearance = HUDAppearance()
    /// The measurer Linux and the preview tool use.
    package static let measurer = HUDApproximateTextMeasurer()

    /// A status of exactly 10,000 characters: words of 2 to 11 letters separated by spaces, with punctuation.
    package static let longStatus: String = {
        let words = ["Uploading", "the", "photos", "of", "your", "holiday,", "please", "wait", "a", "moment."]
        var text = ""
        var index = 0
        while text.count < 10_000 {
            text += words[index % words.count] + " "
            index += 1
        }
        return String(text.prefix(10_000))
    }()

    /// A 10,000-character status with no space at all: the wrapper breaks inside the word on every line.
    package static let longWord = String(repeating: "W", count: 10_000)

    /// A presenter whose progress HUD has finished appearing, and the frame its host applied. The default
    /// appearance (the ring) by default.
    package static func visibleProgress(appearance: HUDAppearance = appearance) -> (HUDPresenter, HUDRenderDescription)
    {
        var presenter = HUDPresenter(appearance: appearance)
        let effects = presenter.handle(.show(.progress(0), status: status), now: 0)
        var render: HUDRenderDescription?
        for effect in effects {
            switch effect {
            case .render(let content):
                render = HUDRenderDescription(
                    content: content, appearance: appearance, environment: environment, measurer: measurer)
            case .fadeIn(let id, _, _):
                _ = presenter.handle(.fadeFinished(id), now: 0.2)
            default:
                break
            }
        }
        guard let render, presenter.state.phase == .visible else {
            fatalError("The progress fixture did not reach a visible HUD: \(presenter.state)")
        }
        return (presenter, render)
    }
}

import Foundation

extension HUDRenderDescription {
    /// What a kind of indicator draws in the content box: its indicator drawing, its image or the app's view. At
    /// most one is not empty.
    struct ContentParts {
        var indicator = Indicator.none
        var image: Image?
        var customView: CustomView?
    }

    /// The one exhaustive `switch` from a kind of indicator to the parts it draws, laid out in the layout's
    /// content box (its image box for an image; nothing without one): the spinner (flat or native), a determinate
    /// progress in the appearance's style (a bar fills in `direction`), an image, the app's view, or nothing.
    static func contentParts(
        of indicator: HUDIndicator, layout: HUDLayout, appearance: HUDAppearance, palette: HUDPalette,
        options: HUDOptions, direction: HUDTextDirection
    ) -> ContentParts {
        let color = palette.foregroundImage
        if case .image(let image) = indicator.storage {
            return ContentParts(
                image: layout.imageFrame.map {
                    Image(kind: image, frame: $0, tint: appearance.shouldTintImages ? color : nil)
                })
        }
        guard let box = layout.contentFrame else { return ContentParts() }
        let center = CGPoint(x: box.midX, y: box.midY)
        switch indicator.storage {
        case .spinner where appearance.animationType == .native:
            return ContentParts(indicator: .native(center: center, color: color))
        case .spinner:
            return ContentParts(
                indicator: .spinner(
                    spinner(center: center, radius: layout.ringRadius, lineWidth: layout.ringThickness, color: color)))
        case .progress(let fraction):
            return ContentParts(
                indicator: progress(
                    fraction, style: appearance.progressStyle, in: box, layout: layout, color: color,
                    direction: direction))
        case .customView(let view):
            return ContentParts(
                customView: CustomView(
                    id: view.id, frame: box, tint: appearance.tintsCustomView ? color : nil,
                    placement: view.placement, colorScheme: customViewColorScheme(for: palette.foreground),
                    isInteractive: options.customViewIsInteractive))
        case .image, .none:
            return ContentParts()
        }
    }
}

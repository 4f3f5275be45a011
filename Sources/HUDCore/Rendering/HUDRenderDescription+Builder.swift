import Foundation

extension HUDRenderDescription {
    /// Derives the frame for `content` from the appearance (with the content's options applied), the environment
    /// and a text measurer.
    ///
    /// ```swift
    /// let render = HUDRenderDescription(
    ///     content: HUDContent(indicator: .spinner, status: "Loading"),
    ///     appearance: HUDAppearance(),
    ///     environment: HUDEnvironment(),
    ///     measurer: HUDApproximateTextMeasurer()
    /// )
    /// ```
    public init(
        content: HUDContent, appearance: HUDAppearance, environment: HUDEnvironment, measurer: any HUDTextMeasuring
    ) {
        // Contract stub: the layout/render issue fills this in.
        self.init(
            canvas: environment.bounds, mask: .none, blocksTouches: false,
            bezel: Bezel(
                frame: .zero, cornerRadius: appearance.cornerRadius, fill: .white, material: .light,
                borderColor: .clear, borderWidth: 0),
            indicator: .none, image: nil, label: nil,
            transition: Transition(
                appearDuration: 0.15, appearFromScale: 1.3, disappearDuration: 0.15, disappearToScale: 1 / 1.3),
            motionEffectAmplitude: 10, accessibility: Accessibility(label: content.status, isModal: false))
    }

    /// The same frame with only the ring's `strokeEnd` changed (no relayout); unchanged when there is no ring.
    public func updatingProgress(_ fraction: Double) -> HUDRenderDescription {
        // Contract stub.
        self
    }

    /// Classifies a point in container coordinates for hit testing and touch events.
    public func hitTest(_ point: CGPoint) -> HitTestResult {
        // Contract stub.
        .passThrough
    }
}

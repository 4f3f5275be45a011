import Foundation

extension HUDRenderDescription: CustomStringConvertible {
    /// A deterministic, multi-line dump for golden tests and `hud-preview`: one line per part in a fixed order
    /// (canvas and window level, mask, bezel, indicator, image, label and its lines, then — only when shown — the
    /// custom view, the details and their lines and the button, then transition, motion, accessibility), lengths
    /// rounded to 2 decimals and stroke fractions to 3, without trailing zeros; colours as `rgba(r,g,b,a)` with
    /// channels on 0…255.
    ///
    /// ```text
    /// canvas 390x844
    /// mask none passThrough
    /// bezel x=153 y=337 w=84 h=84 r=14 fill=rgba(255,255,255,0.6) material=light border=none
    /// indicator spinner c=(42,42) r=24 w=2 color=rgba(0,0,0,1) arc=4.71..17.28 …
    /// ```
    public var description: String {
        var lines = [canvasLine, maskLine, bezelLine, indicatorLine, imageLine]
        lines += labelLines
        if let customView {
            lines.append(
                "customView \(customView.id) \(frame(customView.frame)) tint=\(customView.tint.map(rgba) ?? "none")")
        }
        if let details { lines += textLines(details, name: "details") }
        if let button {
            lines.append(
                "button \(frame(button.frame)) r=\(n(button.cornerRadius)) fill=\(rgba(button.fill))"
                    + " color=\(rgba(button.titleColor)) font=\(fontName(button.font)) size=\(n(button.pointSize))"
                    + " \(HUDTextFormat.quoted(button.line))")
        }
        lines.append(
            "transition in=\(seconds(transition.appearDuration)) from=\(n(transition.appearFromScale))"
                + " out=\(seconds(transition.disappearDuration)) to=\(n(transition.disappearToScale))"
                + (transition.appearDamping < 1 ? " spring=\(n(transition.appearDamping))" : ""))
        lines.append("motion \(n(motionEffectAmplitude))")
        lines.append(
            "accessibility label=\(accessibility.label)"
                + (accessibility.progressPercent.map { " value=\($0)%" } ?? "")
                + " modal=\(accessibility.isModal) id=\(HUDTextFormat.quoted(accessibility.identifier))")
        return lines.joined(separator: "\n")
    }

    /// The canvas, with its origin when not zero and the window level when not the default.
    private var canvasLine: String {
        var line = "canvas \(n(canvas.width))x\(n(canvas.height))"
        if canvas.origin != .zero { line += " at (\(HUDTextFormat.point(canvas.origin)))" }
        if windowLevel != Self.defaultWindowLevel { line += " level=\(n(CGFloat(windowLevel)))" }
        return line
    }

    private var maskLine: String {
        let touches =
            (blocksTouches ? "blocksTouches" : "passThrough") + (blocksBezelTouches ? "" : " bezelPassThrough")
        switch mask {
        case .none:
            return "mask none \(touches)"
        case .fill(let color):
            return "mask fill \(rgba(color)) \(touches)"
        case .blur(let material):
            return "mask blur \(material.rawValue) \(touches)"
        case .radialGradient(let center, let radius, let inner, let outer):
            return "mask radialGradient c=(\(HUDTextFormat.point(center))) r=\(n(radius)) inner=\(rgba(inner))"
                + " outer=\(rgba(outer)) \(touches)"
        }
    }

    private var bezelLine: String {
        let border = bezel.borderWidth > 0 ? "\(n(bezel.borderWidth)) \(rgba(bezel.borderColor))" : "none"
        return "bezel \(frame(bezel.frame)) r=\(n(bezel.cornerRadius)) fill=\(rgba(bezel.fill))"
            + " material=\(bezel.material.rawValue) border=\(border)"
            + (bezel.shadow.isVisible
                ? " shadow=\(rgba(bezel.shadow.color)) r=\(n(bezel.shadow.radius))"
                    + " (\(n(bezel.shadow.offset.horizontal)),\(n(bezel.shadow.offset.vertical)))" : "")
    }

    private var indicatorLine: String {
        "indicator " + (indicator.part?.dumpLine ?? "none")
    }

    private var imageLine: String {
        guard let image else { return "image none" }
        let kind: String
        switch image.kind {
        case .success: kind = "success"
        case .error: kind = "error"
        case .info: kind = "info"
        case .custom(let id): kind = "custom(\(id))"
        }
        return "image \(kind) \(frame(image.frame)) tint=\(image.tint.map(rgba) ?? "none")"
            + (image.drawDuration > 0 ? " drawn=\(seconds(image.drawDuration))" : "")
    }

    private var labelLines: [String] {
        guard let label else { return ["label none"] }
        return textLines(label, name: "label")
    }

    /// A label's header line, named `name`, and one quoted line per measured line.
    private func textLines(_ label: Label, name: String) -> [String] {
        let font = fontName(label.font)
        let header =
            "\(name) \(frame(label.frame)) color=\(rgba(label.color)) font=\(font)"
            + " size=\(n(label.pointSize)) lines=\(label.lines.count)"
            + (label.direction == .rightToLeft ? " direction=rtl" : "")
            + (label.alignment == .center ? "" : " align=\(label.alignment.rawValue)")
        return [header] + label.lines.map { "  " + HUDTextFormat.quoted($0) }
    }

    private func fontName(_ font: HUDFont) -> String {
        "\(font.textStyle.rawValue),\(font.weight.rawValue),\(n(font.pointSize))"
    }

    private func n(_ value: CGFloat) -> String { HUDTextFormat.number(value) }
    private func seconds(_ value: TimeInterval) -> String { HUDTextFormat.seconds(value) }
    private func rgba(_ color: HUDColor) -> String { HUDTextFormat.rgba(color) }
    private func frame(_ rect: CGRect) -> String { HUDTextFormat.frame(rect) }
}

// Each part's line in the dump (``HUDRenderDescription/IndicatorPart/dumpLine``).
extension HUDRenderDescription.Ring {
    var dumpLine: String {
        "ring c=(\(HUDTextFormat.point(center))) r=\(HUDTextFormat.number(radius)) w=\(HUDTextFormat.number(lineWidth))"
            + " track=\(HUDTextFormat.rgba(trackColor)) color=\(HUDTextFormat.rgba(color))"
            + " strokeEnd=\(HUDTextFormat.fraction(strokeEnd))"
            + (lineCap == .round ? "" : " cap=\(lineCap.rawValue)")
            + (animationDuration > 0 ? " animated=\(HUDTextFormat.seconds(animationDuration))" : "")
    }
}

extension HUDRenderDescription.Pie {
    var dumpLine: String {
        "pie c=(\(HUDTextFormat.point(center))) r=\(HUDTextFormat.number(radius)) w=\(HUDTextFormat.number(lineWidth))"
            + " fill=\(HUDTextFormat.number(fillRadius)) track=\(HUDTextFormat.rgba(trackColor))"
            + " color=\(HUDTextFormat.rgba(color)) strokeEnd=\(HUDTextFormat.fraction(strokeEnd))"
    }
}

extension HUDRenderDescription.Bar {
    var dumpLine: String {
        "bar \(HUDTextFormat.frame(frame)) line=\(HUDTextFormat.number(lineWidth)) color=\(HUDTextFormat.rgba(color))"
            + " strokeEnd=\(HUDTextFormat.fraction(strokeEnd))" + (direction == .rightToLeft ? " direction=rtl" : "")
    }
}

extension HUDRenderDescription.Spinner {
    var dumpLine: String {
        "spinner c=(\(HUDTextFormat.point(center))) r=\(HUDTextFormat.number(radius))"
            + " w=\(HUDTextFormat.number(lineWidth)) color=\(HUDTextFormat.rgba(color))"
            + " arc=\(HUDTextFormat.number(startAngle))..\(HUDTextFormat.number(endAngle))"
            + " strokeStart=\(HUDTextFormat.range(strokeStart)) strokeEnd=\(HUDTextFormat.range(strokeEnd))"
            + " stroke=\(HUDTextFormat.seconds(strokeDuration)) rotation=\(HUDTextFormat.seconds(rotationDuration))"
    }
}

extension HUDRenderDescription.NativeIndicator {
    var dumpLine: String { "native c=(\(HUDTextFormat.point(center))) color=\(HUDTextFormat.rgba(color))" }
}

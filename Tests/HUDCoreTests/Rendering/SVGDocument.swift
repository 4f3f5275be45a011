import Foundation

#if canImport(FoundationXML)
import FoundationXML
#endif

/// An SVG document read back with Foundation's `XMLParser`: the element names in document order, their
/// attributes, and the text of each `<tspan>`. `nil` when the markup is not well-formed XML.
final class SVGDocument: NSObject, XMLParserDelegate {
    private(set) var elements: [String] = []
    private(set) var attributeSets: [(name: String, attributes: [String: String])] = []
    private(set) var tspanTexts: [String] = []
    private var currentText: String?

    init?(_ markup: String) {
        super.init()
        let parser = XMLParser(data: Data(markup.utf8))
        parser.delegate = self
        guard parser.parse() else { return nil }
    }

    /// The values of `attribute` on every `element`, in document order.
    func attributes(of element: String, named attribute: String) -> [String] {
        attributeSets.filter { $0.name == element }.compactMap { $0.attributes[attribute] }
    }

    func parser(
        _ parser: XMLParser, didStartElement elementName: String, namespaceURI: String?, qualifiedName: String?,
        attributes: [String: String]
    ) {
        elements.append(elementName)
        attributeSets.append((elementName, attributes))
        if elementName == "tspan" { currentText = "" }
    }

    func parser(_ parser: XMLParser, foundCharacters string: String) {
        currentText? += string
    }

    func parser(_ parser: XMLParser, didEndElement elementName: String, namespaceURI: String?, qualifiedName: String?) {
        if elementName == "tspan", let text = currentText {
            tspanTexts.append(text)
            currentText = nil
        }
    }
}

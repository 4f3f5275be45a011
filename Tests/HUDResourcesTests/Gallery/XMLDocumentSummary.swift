import Foundation

#if canImport(FoundationXML)
import FoundationXML
#endif

/// What Foundation's `XMLParser` makes of a document: whether it is well-formed, its root element and how many
/// elements of each name it has.
struct XMLDocumentSummary: Equatable {
    /// `nil` when the document parsed; otherwise the parser's error.
    var error: String?
    /// The name of the first element.
    var root: String?
    /// Element name → count.
    var elementCounts: [String: Int] = [:]

    /// Parses `text`.
    init(_ text: String) {
        let delegate = Collector()
        let parser = XMLParser(data: Data(text.utf8))
        parser.delegate = delegate
        if !parser.parse() {
            error = parser.parserError.map { "\($0)" } ?? "unknown error"
        }
        root = delegate.root
        elementCounts = delegate.counts
    }

    private final class Collector: NSObject, XMLParserDelegate {
        var root: String?
        var counts: [String: Int] = [:]

        func parser(
            _ parser: XMLParser, didStartElement elementName: String, namespaceURI: String?, qualifiedName: String?,
            attributes: [String: String] = [:]
        ) {
            if root == nil { root = elementName }
            counts[elementName, default: 0] += 1
        }
    }
}

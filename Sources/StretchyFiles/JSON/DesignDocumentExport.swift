// The JSON stack (JSONValue, JSONParser, JSONWriter, JSONValueSpans) lives in DesignDocument;
// every reader of StretchyFiles' files uses it, so importing StretchyFiles brings it.
@_exported import DesignDocument

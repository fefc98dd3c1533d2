import StretchyKit

extension FrameRecord {
    /// The sidecar's `state` object.
    public var json: JSONValue {
        .object([
            ("t_ms", .number(Self.rounded(timeMs))),
            ("offset_y", .number(Self.rounded(offsetY))),
            ("velocity_y", .number(Self.rounded(velocityY))),
            ("phase", .string(phase.rawValue)),
            ("header_y", .number(Self.rounded(headerFrame.minY))),
            ("header_height", .number(Self.rounded(headerFrame.height))),
            ("header_scale", .number(Self.rounded(headerScale))),
            ("bar_y", barY.map { .number(Self.rounded($0)) } ?? .null),
            ("stretch_factor", .number(Self.rounded(stretchFactor))),
            ("title_alpha", .number(Self.rounded(titleAlpha))),
            ("scrim_alpha", .number(Self.rounded(scrimAlpha))),
            ("content_inset_top", .number(Self.rounded(contentInsetTop))),
            ("zoom_scale", .number(Self.rounded(zoomScale))),
            ("pager_x", .number(Self.rounded(pagerOffsetX))),
        ])
    }
}

extension SectionHeaderRecord {
    /// One entry of the sidecar's `section_headers`.
    public var json: JSONValue {
        .object([("title", .string(title)),
                 ("frame", .array([frame.minX, frame.minY, frame.width, frame.height].map { .number(FrameRecord.rounded($0)) })),
                 ("pinned", .bool(pinned))])
    }
}

extension LayerRecord {
    /// One entry of the sidecar's `layers` (and `--trace-layers`).
    public var json: JSONValue {
        var members: [(String, JSONValue)] = [
            ("id", .string(id)),
            ("frame", .array([frame.minX, frame.minY, frame.width, frame.height].map { .number(FrameRecord.rounded($0)) })),
            ("alpha", .number(FrameRecord.rounded(alpha))),
            ("scale", .number(FrameRecord.rounded(scale))),
            ("blur", .number(FrameRecord.rounded(blur))),
            ("visible", .bool(isVisible)),
        ]
        // A tab bar's state: 0 full … 1 minimised.
        if let minimized { members.append(("minimized", .number(FrameRecord.rounded(minimized)))) }
        if !items.isEmpty {
            members.append(("items", .array(items.map { item in
                .object([("title", .string(item.title)),
                         ("frame", .array([item.frame.minX, item.frame.minY, item.frame.width, item.frame.height].map { .number(FrameRecord.rounded($0)) }))])
            })))
        }
        return .object(members)
    }
}

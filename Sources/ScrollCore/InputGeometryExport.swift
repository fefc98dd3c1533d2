// The scroll model's points, rects, instants and input events are InputGeometry's (the bottom
// target Stage shares without seeing ScrollView); every importer of ScrollCore speaks them too.
@_exported import InputGeometry

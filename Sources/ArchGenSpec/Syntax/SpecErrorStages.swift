import ArchGenSource

// The stages of reading a spec, archgen.yml and a style's manifest, each with its
// own error type (`StageError`, in ArchGenSource, gives them one shape).

/// YAML syntax: a spec or archgen.yml outside the YAML subset of the
/// language, malformed or using a construct it rejects (anchors, tags,
/// several documents...).
package enum YAMLStage: ErrorStage {}
package typealias YAMLError = StageError<YAMLStage>

/// Spec validation: a spec that reads as YAML but is not a valid module
/// spec (an unknown key, a wrong kind of value, a bad name, a member that
/// does not parse, a repeat).
package enum SpecStage: ErrorStage {}
package typealias SpecError = StageError<SpecStage>

/// Project settings: an archgen.yml that reads as YAML but is not valid
/// settings (an unknown key, a wrong kind of value, an unknown style, a path
/// without `{module}`, a templates folder that does not exist).
package enum ProjectSettingsStage: ErrorStage {}
package typealias ProjectSettingsError = StageError<ProjectSettingsStage>

/// A style's manifest (`style.yml`): one that reads as YAML but does not
/// describe a style (an unknown key, a link to a protocol it lacks, a list
/// two actors implement).
package enum StyleManifestStage: ErrorStage {}
package typealias StyleManifestError = StageError<StyleManifestStage>

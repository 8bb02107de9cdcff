#ifndef CLIBYAML_SHIM_H
#define CLIBYAML_SHIM_H

// The system libyaml (Debian's libyaml-dev, found through pkg-config `yaml-0.1`): the YAML module
// reads its event stream into its own node tree.
#include <yaml.h>

#endif

/* wellposed.h — the public face of libwellposed (GLib + json-glib only) */
#pragma once

#include "core/wp-analysis.h"
#include "core/wp-contradiction.h"
#include "core/wp-checker.h"
#include "core/wp-counter.h"
#include "core/wp-document.h"
#include "core/wp-edit.h"
#include "core/wp-element.h"
#include "core/wp-engine.h"
#include "core/wp-error.h"
#include "core/wp-genre.h"
#include "core/wp-io.h"
#include "core/wp-model.h"
#include "core/wp-puzzle.h"
#include "core/wp-recovery.h"
#include "core/wp-uniqueness.h"
#include "core/wp-version.h"

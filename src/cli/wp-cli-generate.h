/* wp-cli-generate.h — `wellposed-cli generate` */
#pragma once

int wp_cli_generate (int argc, char **argv);

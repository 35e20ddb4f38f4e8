# Zen 4: a chain of vpermpd, 4 cycles per instruction (uops.info Zen 4
# VPERMPD (YMM, YMM, I8) latency 4; measured on a Zen 4 host with
# gcc-mca-measure: 4.00).  LLVM's model: 6.
# SOURCE: uops.info (Zen 4); gcc-mca-measure on a Zen 4 host
# CPU: znver4
# CYCLES: 4.01
	vpermpd	$68, %ymm0, %ymm0

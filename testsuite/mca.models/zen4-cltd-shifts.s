# Zen 4: cltd runs on ALU1 or ALU2, as the shifts (uops.info: CDQ
# reciprocal throughput 0.50; LLVM: any of the four ALUs).  Measured on
# a Zen 4 host with gcc-mca-measure: two cltd and two shlq 2.00 cycles
# per iteration (the model said 1.00), two cltd and two cmovaq 1.01.
# SOURCE: gcc-mca-measure on a Zen 4 host
# CPU: znver4
# CYCLES: 2.0
	cltd
	cltd
	shlq	$3, %r8
	shlq	$3, %r9

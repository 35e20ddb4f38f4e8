# Zen 4: a scatter of four doubles, microcoded like the gathers: 30
# dispatch slots (LLVM's model: one macro-op; llvm-mca-19 2.00 cycles
# per iteration with the kxnorb).
# SOURCE: gcc-mca-measure on the Zen 4 host: 6.01 cycles per iteration;
# four vscatterdpd ymm in a row 24.02 (uops.info Zen 4: VSCATTERDPD
# (VSIB_XMM, K, YMM) 28 uops, reciprocal throughput 5.28)
# CPU: znver4
# CYCLES: 6.01
	kxnorb	%k2, %k2, %k2
	vscatterdpd	%ymm1, (%rdi,%xmm0,8){%k2}

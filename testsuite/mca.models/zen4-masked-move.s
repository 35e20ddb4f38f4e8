# Zen 4: a merge-masked register move reads its destination and runs on
# an FP pipe with latency 1 (uops.info: VMOVAPS (YMM, K, YMM) latency 1,
# 1*FP0123).  Measured on a Zen 4 host with gcc-mca-measure: four in a
# chain 4.00 cycles per iteration (LLVM's class: no unit, latency 0,
# 0.67 as dispatch allows).
# SOURCE: gcc-mca-measure on a Zen 4 host
# CPU: znver4
# CYCLES: 4.0
	vmovaps	%ymm2, %ymm1{%k1}
	vmovaps	%ymm2, %ymm1{%k1}
	vmovaps	%ymm2, %ymm1{%k1}
	vmovaps	%ymm2, %ymm1{%k1}

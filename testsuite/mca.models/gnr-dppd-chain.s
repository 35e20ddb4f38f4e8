# Granite Rapids: vdppd multiplies, then adds: with the multiply's cycle
# less, a chain of it runs at 8.03 cycles per iteration, measured on the
# Granite Rapids host with gcc-mca-measure (2026-12-06; LLVM's latency
# 9); vdpps $0xff 13.06 (14).
# SOURCE: gcc-mca-measure on the Granite Rapids host
# CPU: graniterapids
# CYCLES: 8.03
	vdppd	$0x33, %xmm1, %xmm0, %xmm0

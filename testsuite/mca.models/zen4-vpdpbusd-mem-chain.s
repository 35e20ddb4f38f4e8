# Zen 4: a dot product from memory chains through its accumulator in 4
# cycles, as the register form (LLVM's class: latency 10 with a read
# advance of 7 on the accumulator, 3 cycles; llvm-mca-19: 3.00 cycles
# per iteration).  uops.info Zen 4: VPDPBUSD (YMM, K, YMM, M256)
# latency [4;<=13].
# SOURCE: gcc-mca-measure on the Zen 4 host: 4.00 cycles per iteration
# CPU: znver4
# CYCLES: 4.0
# BINDS: loop-carried
	vpdpbusd	(%rsi,%rax), %ymm3, %ymm1

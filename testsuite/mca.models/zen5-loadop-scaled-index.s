# Zen 5: a load-op whose address has a scaled index loads a cycle later
# than one through a base and an unscaled index, as plain loads do: the
# chain through the index, addl (load 5, add 1) and andl (1), 7 cycles
# per iteration; with (%rsi,%rcx) 6.00, 8(%rsi,%rcx) 7.00.  LLVM's class
# (load 4, add 1) gives 6 for all three.  Measured: 7.00 (spread
# 0.5-3.1%) over two invocations.
# SOURCE: gcc-mca-measure on the Zen 5 host (AMD EPYC, family 1Ah model 2)
# CPU: znver5
# CYCLES: 7.00
	addl	(%rsi,%rcx,4), %ecx
	andl	$63, %ecx

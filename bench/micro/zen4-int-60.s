# Moved from testsuite/mca.models/zen4-adc.s: the ALU queues given by room,
# then in turn (bind Zn4ALU0123 room-turn), do not explain it.
# Zen 4: the loop of primes.c:16 at -O2 (counting bytes below 1 with
# cmp + adc).  LLVM's model holds all four ALUs with each adc (1.87
# cycles per iteration); uops.info Zen 4: ADC (R32, I8) reciprocal
# throughput 0.50.  Measured on a Zen 4 host with gcc-mca-measure: 1.01.
# SOURCE: uops.info (Zen 4); gcc-mca-measure on a Zen 4 host
# CPU: znver4
# MEASURED: 1.0
	cmpb	$1, (%rax)
	adcl	$0, %edx
	addq	$1, %rax
	cmpq	%rcx, %rax

# Zen 4: two compare-and-adc pairs, four single-cycle ALU operations (the
# pattern of primes.c:16 at -O2 without its load).  LLVM's model holds
# all four ALUs with each adc (2 cycles per iteration or more);
# uops.info Zen 4: ADC (R32, I8) reciprocal throughput 0.50.  Measured
# on a Zen 4 host with gcc-mca-measure: 1.01 cycles per iteration.
# SOURCE: uops.info (Zen 4); gcc-mca-measure on a Zen 4 host
# CPU: znver4
# CYCLES: 1.01
	cmpl $1, %r8d
	adcl $0, %edx
	cmpl $1, %r9d
	adcl $0, %esi

# Zen 4: a read-modify-write of one address, repeated: the load is
# renamed to the value the previous one computed (memory renaming), so
# the chain costs the addition's cycle.  Measured on a Zen 4 host with
# gcc-mca-measure: addl $1, (%rdi) 1.00 cycles per iteration (incl and
# addq the same); a byte xorb %cl, (%rdi), which is not renamed, 7.40.
# The model had let each read go ahead of the previous write (0.67).
# SOURCE: gcc-mca-measure on a Zen 4 host
# CPU: znver4
# CYCLES: 1.00
	addl	$1, (%rdi)

# Zen 3: byte stores to four lines in turn take 7 cycles a round, where
# 4- and 8-byte stores take 4 (one a cycle): the first store going back
# to a line written a few stores before, with a store to another line
# in between, holds the store commit three cycles more, the store right
# after it goes behind it (narrow-store-revisit-cycles).  Measured on the
# Zen 3 host with gcc-mca-measure: 7.06 (16-bit stores 7.00; two lines
# 5.00, the model 3.50).
# SOURCE: gcc-mca-measure on the Zen 3 host (AMD EPYC, family 19h model 1)
# CPU: znver3
# CYCLES: 7.06
	movb	%cl, (%rdi)
	movb	%cl, 64(%rdi)
	movb	%cl, 128(%rdi)
	movb	%cl, 192(%rdi)
